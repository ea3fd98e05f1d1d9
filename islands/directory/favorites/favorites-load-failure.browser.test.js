/* global describe, it -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, settle, until } from '../../../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi, LUMIERE } from '../../test-fixtures/fake-directory-api.js';
import { addRegion, callsTo, setCookie } from '../../test-fixtures/island-helpers.js';

/* A signed-in couple's page whose favourites cannot be read. */

setCookie('token', 'fake-access');
setCookie('refresh_token', 'fake-refresh');
const api = installFakeDirectoryApi();
api.scenario.favoritesFailure = 500;
const region = addRegion('favorite-button', {
  publicId: LUMIERE,
  providerName: 'Atelier Lumière',
  language: 'fr',
  country: 'FR',
});
await import(`${BUILD}/islands.js`);

const heart = () => region.querySelector('button[aria-pressed]');
const alertText = () => document.querySelector('.pp-favorites-announcer [role="alert"]')?.textContent ?? '';

describe('favorite-button, favourites that cannot be read', () => {
  it('shows the heart unpressed and says nothing (docs/product/errors-and-failure-screen.md#silent-failures)', async () => {
    await until(
      () => callsTo(api.calls, 'GET', '/api/directory/favorites').length === 1,
      'the favourites asked for',
    );
    await until(heart, 'the heart');
    await settle();
    expect({ pressed: heart().getAttribute('aria-pressed'), alert: alertText() }).to.deep.equal({
      pressed: 'false',
      alert: '',
    });
  });

  it('still toggles: the server answers the new state', async () => {
    heart().click();
    await until(() => heart().getAttribute('aria-pressed') === 'true', 'the heart pressed');
    await settle();
    expect(
      callsTo(api.calls, 'POST', '/api/directory/toggle-favorite').map((call) => call.body),
    ).to.deep.equal([{ publicId: LUMIERE }]);
    expect(heart().getAttribute('aria-pressed')).to.equal('true');
  });
});
