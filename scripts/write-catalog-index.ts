import { writeEveryText } from './catalog-index';

await writeEveryText();
