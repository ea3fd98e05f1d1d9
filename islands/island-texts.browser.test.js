/* global describe, it -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, until } from '../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi, LUMIERE } from './test-fixtures/fake-directory-api.js';
import { addRegion, signOut } from './test-fixtures/island-helpers.js';

/*
 * The island loader fetches an island's texts (shared/islands/island-texts.ts) in the island's language, and
 * the failure screen's in the page's, before the island's first render. On a Dutch page, a Dutch heart.
 */

signOut();
installFakeDirectoryApi();
document.documentElement.lang = 'nl';
const region = addRegion('favorite-button', {
  publicId: LUMIERE,
  providerName: 'Atelier Lumière',
  language: 'nl',
  country: 'BE',
});
await import(`${BUILD}/islands.js`);

/** `namespace-language` of each chunk of texts the page requested. */
function requestedTexts() {
  return performance
    .getEntriesByType('resource')
    .flatMap((entry) => entry.name.match(/\/texts-([a-z-]+-[a-z]{2})-[\w-]+\.js$/)?.[1] ?? []);
}

describe('texts of the islands', () => {
  it('on a Dutch page, fetch the island’s namespaces in Dutch only, before it first renders', async () => {
    const heart = await until(() => region.querySelector('button[aria-pressed]'), 'the heart');
    expect(heart.textContent).to.equal('Atelier Lumière toevoegen aan mijn favorieten');
    expect(requestedTexts().sort()).to.deep.equal([
      'common-nl',
      'contact-widget-nl',
      'directory-nl',
      'ui-nl',
      'validation-nl',
    ]);
  });
});
