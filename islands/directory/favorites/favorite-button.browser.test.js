/* global describe, it -- mocha, provided by web-test-runner */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { axeViolations, BUILD, settle, until } from '../../../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi, JOURS, LUMIERE } from '../../test-fixtures/fake-directory-api.js';
import { addRegion, callsTo, signOut } from '../../test-fixtures/island-helpers.js';

/*
 * An anonymous visitor's page with three hearts: Atelier Lumière on its card and on its profile (two hearts,
 * one provider) and Les Jours Heureux. The tests run in order on the same page, as a visit does.
 */

signOut();
const api = installFakeDirectoryApi();
const heartProps = (publicId, providerName) => ({ publicId, providerName, language: 'fr', country: 'FR' });
const card = addRegion('favorite-button', heartProps(LUMIERE, 'Atelier Lumière'));
const profile = addRegion('favorite-button', heartProps(LUMIERE, 'Atelier Lumière'));
const other = addRegion('favorite-button', heartProps(JOURS, 'Les Jours Heureux'));
await import(`${BUILD}/islands.js`);

const heart = (region) => region.querySelector('button[aria-pressed]');
const pressed = (region) => heart(region)?.getAttribute('aria-pressed');
const announcer = () => document.querySelector('.pp-favorites-announcer');
const news = () => announcer()?.querySelector('[role="status"]')?.textContent ?? '';
const alertText = () => announcer()?.querySelector('[role="alert"]')?.textContent ?? '';
const openDialog = () => document.querySelector('dialog[open]');
const focusIs = (element) => element !== null && document.activeElement === element;
const toggles = () => callsTo(api.calls, 'POST', '/api/directory/toggle-favorite');

describe('favorite-button', () => {
  it('shows an unpressed heart named after its provider, and asks for no favourites while nobody is signed in', async () => {
    await until(() => heart(card) && heart(profile) && heart(other), 'three hearts');
    expect(
      [card, profile, other].map((region) => [heart(region).textContent, pressed(region)]),
    ).to.deep.equal([
      ['Ajouter Atelier Lumière à mes favoris', 'false'],
      ['Ajouter Atelier Lumière à mes favoris', 'false'],
      ['Ajouter Les Jours Heureux à mes favoris', 'false'],
    ]);
    expect(callsTo(api.calls, 'GET', '/api/directory/favorites').length).to.equal(0);
    expect(await axeViolations(document.body)).to.deep.equal([]);
  });

  it('offers the phone sign-in to an anonymous visitor, and forgets the heart when the visitor gives up', async () => {
    heart(other).focus();
    heart(other).click();
    const dialog = await until(openDialog, 'the sign-in dialog');
    await until(() => dialog.querySelector('input[type="tel"]'), 'the phone field');
    expect(dialog.querySelector('.pp-ui-dialog__title').textContent).to.equal(
      'Connectez-vous pour ajouter Les Jours Heureux à vos favoris',
    );
    const heading = dialog.querySelector('.pp-contact-widget__heading');
    expect(heading.textContent).to.equal('Votre numéro de téléphone');
    await until(() => focusIs(heading), 'the focus on the page title');
    expect(await axeViolations(dialog)).to.deep.equal([]);

    await sendKeys({ press: 'Escape' });
    await until(() => !openDialog(), 'the dialog closed');
    expect(focusIs(heart(other)), 'the focus is back on the heart').to.equal(true);
    expect(pressed(other)).to.equal('false');
    expect(toggles().length).to.equal(0);
  });

  it('signs in within the dialog, then adds the provider on all its hearts and says so', async () => {
    heart(card).focus();
    heart(card).click();
    const dialog = await until(openDialog, 'the sign-in dialog');
    const phone = await until(() => dialog.querySelector('input[type="tel"]'), 'the phone field');
    phone.focus();
    await sendKeys({ type: '06 77 12 34 56' });
    await sendKeys({ press: 'Enter' });
    await until(() => dialog.querySelectorAll('.pp-ui-otp__box').length === 6, 'the code boxes');
    expect(dialog.querySelector('.pp-contact-widget__messages [role="status"]').textContent).to.equal(
      'Un code a été envoyé au +33 6 77 12 34 56.',
    );
    await sendKeys({ type: '123456' });

    await until(() => !openDialog(), 'the dialog closed after the sign-in');
    expect(focusIs(heart(card)), 'the focus is back on the heart').to.equal(true);
    await until(
      () => pressed(card) === 'true' && pressed(profile) === 'true',
      'both hearts of the provider pressed',
    );
    await until(() => news() === 'Atelier Lumière est dans vos favoris.', 'the news');
    expect(pressed(other), 'the heart given up earlier').to.equal('false');
    // Read once signed in, and read again once the toggle is answered, with the session's token each time.
    const reads = () => callsTo(api.calls, 'GET', '/api/directory/favorites');
    await until(() => reads().length === 2, 'the favourites read again after the toggle');
    expect(reads().map((call) => call.bearer)).to.deep.equal(['fake-access', 'fake-access']);
    expect(toggles().map((call) => call.body)).to.deep.equal([{ publicId: LUMIERE }]);
    const projectCalls = callsTo(api.calls, 'GET', '/api/get-projects');
    expect(projectCalls.filter((call) => !call.aborted).length, "the contact flow's projects").to.equal(0);
  });

  it('removes the favourite with a click on any of its hearts', async () => {
    heart(profile).click();
    await until(() => pressed(card) === 'false' && pressed(profile) === 'false', 'both hearts released');
    await until(() => news() === 'Atelier Lumière n’est plus dans vos favoris.', 'the news');
    expect(api.scenario.favorites.has(LUMIERE)).to.equal(false);
    expect(openDialog()).to.equal(null);
  });

  it('changes the heart at the click, and puts it back with the reason when the server refuses', async () => {
    api.scenario.failingToggles.add(JOURS);
    let answer;
    api.scenario.toggleGate = new Promise((resolve) => {
      answer = resolve;
    });
    heart(other).click();
    await until(() => pressed(other) === 'true', 'the heart pressed before the answer');
    answer();
    await until(() => pressed(other) === 'false', 'the heart put back');
    await until(() => alertText() !== '', 'the error');
    expect(alertText()).to.equal(
      'Vos favoris n’ont pas pu être modifiés pour Les Jours Heureux : Erreur 500 : Panne',
    );
    expect(await axeViolations(announcer())).to.deep.equal([]);

    const close = announcer().querySelector('button');
    expect(close.hidden).to.equal(false);
    close.click();
    await settle();
    expect({ alert: alertText(), closeHidden: close.hidden }).to.deep.equal({ alert: '', closeHidden: true });
    api.scenario.toggleGate = null;
  });
});
