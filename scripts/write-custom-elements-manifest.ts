import { readFile, writeFile } from 'node:fs/promises';
import { buildCustomElementsManifest } from '@widgets/define/custom-elements-manifest';
import { ELEMENT_MANIFESTS } from '@widgets/manifests';
import { README_URL, generatedReadme } from './elements-readme';

/**
 * `npm run manifest`: writes custom-elements.json and the README's element reference (between its
 * `elements:start` and `elements:end` markers) from the elements' manifests.
 */
const document = buildCustomElementsManifest(ELEMENT_MANIFESTS);
await writeFile(
  new URL('../custom-elements.json', import.meta.url),
  `${JSON.stringify(document, null, 2)}\n`,
);
await writeFile(README_URL, await generatedReadme(await readFile(README_URL, 'utf8'), ELEMENT_MANIFESTS));
console.log(`custom-elements.json and README.md: ${document.modules.length} elements`);
