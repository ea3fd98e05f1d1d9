/* global describe, it -- mocha, provided by web-test-runner */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BUILD, until } from '../../../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi, LUMIERE } from '../../test-fixtures/fake-directory-api.js';
import { addRegion, callsTo, signOut } from '../../test-fixtures/island-helpers.js';

/*
 * A profile page as the server writes it: the provider's heart (an island) and the contact widget (an
 * element), each from its own script, sharing the page's session. Atelier Lumière is already a favourite of
 * the couple who signs in.
 */

signOut();
const api = installFakeDirectoryApi();
api.scenario.favorites.add(LUMIERE);
const region = addRegion('favorite-button', {
  publicId: LUMIERE,
  providerName: 'Atelier Lumière',
  language: 'fr',
  country: 'FR',
});
document.body.insertAdjacentHTML(
  'beforeend',
  '<pp-contact-widget data-provider-id="123" data-country="FR" data-locale="fr-FR"></pp-contact-widget>',
);
await import(`${BUILD}/loader.js`);
await import(`${BUILD}/islands.js`);

const heart = () => region.querySelector('button[aria-pressed]');
const widget = document.querySelector('pp-contact-widget');

describe('favorite-button and the contact widget', () => {
  it("shows the couple's favourites once the couple signs in with the contact widget", async () => {
    await until(heart, 'the heart');
    expect(heart().getAttribute('aria-pressed')).to.equal('false');
    const phone = await until(() => widget.querySelector('input[type="tel"]'), "the widget's phone field");
    phone.focus();
    await sendKeys({ type: '06 77 12 34 56' });
    await sendKeys({ press: 'Enter' });
    await until(() => widget.querySelectorAll('.pp-ui-otp__box').length === 6, 'the code boxes');
    await sendKeys({ type: '123456' });

    await until(() => heart().getAttribute('aria-pressed') === 'true', 'the favourite pressed');
    expect(callsTo(api.calls, 'GET', '/api/directory/favorites').map((call) => call.bearer)).to.deep.equal([
      'fake-access',
    ]);
    expect(document.querySelector('dialog[open]')).to.equal(null);
  });
});
