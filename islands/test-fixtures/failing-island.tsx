import * as v from 'valibot';
import { defineIsland } from '../define-island';

function FailingIsland(): never {
  throw new Error('A test island that fails while it renders.');
}

/** `data-island="test-failing"`: throws as it renders, as a bug would, to show what every island does then. */
export default defineIsland('test-failing', v.object({}), FailingIsland);
