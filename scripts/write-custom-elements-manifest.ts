import { writeFile } from 'node:fs/promises';
import { buildCustomElementsManifest } from '@widgets/define/custom-elements-manifest';
import { ELEMENT_MANIFESTS } from '@widgets/manifests';

/** `npm run manifest`: writes custom-elements.json from the elements' manifests. */
const document = buildCustomElementsManifest(ELEMENT_MANIFESTS);
await writeFile(
  new URL('../custom-elements.json', import.meta.url),
  `${JSON.stringify(document, null, 2)}\n`,
);
console.log(`custom-elements.json: ${document.modules.length} elements`);
