/* global describe, it -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, settle, until } from '../../../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi, JOURS, LUMIERE, SOLEIL } from '../../test-fixtures/fake-directory-api.js';
import { addRegion, callsTo, setCookie, signOut } from '../../test-fixtures/island-helpers.js';

/* A signed-in couple's page with three hearts; Les Jours Heureux is already a favourite. */

setCookie('token', 'fake-access');
setCookie('refresh_token', 'fake-refresh');
const api = installFakeDirectoryApi();
api.scenario.favorites.add(JOURS);
const heartProps = (publicId, providerName) => ({ publicId, providerName, language: 'fr', country: 'FR' });
const regions = [
  addRegion('favorite-button', heartProps(LUMIERE, 'Atelier Lumière')),
  addRegion('favorite-button', heartProps(JOURS, 'Les Jours Heureux')),
  addRegion('favorite-button', heartProps(SOLEIL, 'Soleil Levant')),
];
await import(`${BUILD}/islands.js`);

const heart = (region) => region.querySelector('button[aria-pressed]');
const pressedStates = () => regions.map((region) => heart(region)?.getAttribute('aria-pressed'));
const reads = () => callsTo(api.calls, 'GET', '/api/directory/favorites');

describe('favorite-button, signed in', () => {
  it("reads the couple's favourites once for every heart of the page", async () => {
    await until(() => pressedStates().join() === 'false,true,false', 'the favourite pressed');
    expect(reads().length).to.equal(1);
  });

  it('toggles at once, with no sign-in, and reads the favourites again once the toggle is answered', async () => {
    heart(regions[2]).click();
    await until(() => api.scenario.favorites.has(SOLEIL), 'the toggle sent');
    expect(pressedStates()).to.deep.equal(['false', 'true', 'true']);
    expect(document.querySelector('dialog')).to.equal(null);
    await until(() => reads().length === 2, 'the favourites read again');
    await settle();
    expect(pressedStates()).to.deep.equal(['false', 'true', 'true']);
  });

  it('empties the hearts when the session ends elsewhere on the page, and reads nothing more', async () => {
    const readsBefore = reads().length;
    signOut();
    window.dispatchEvent(new CustomEvent('pp-session-expired', { detail: { message: 'expirée' } }));
    await until(() => pressedStates().join() === 'false,false,false', 'no heart pressed');
    await settle();
    expect(reads().length).to.equal(readsBefore);
  });
});
