/* global describe, it, beforeEach, afterEach -- mocha, provided by web-test-runner */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { BUILD, axeViolations, mount, settle, until } from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

/*
 * The widget against the fake API of widgets/test-fixtures/fake-contact-api.mjs, whose answers depend on what
 * is asked: phones +3361… have no account, +33677… have one, +33699… cannot get a code; the code 123456 is
 * right; token cookies `fake-…` sign in (`fake-empty`: no upcoming project); providers 200 (needs a message),
 * 300 (already contacted), 400 (refuses); project 9 has three suggestions, project 8 fails to get them.
 */

const EVENT_TYPES = JSON.stringify([
  { slug: 'wedding', name: 'Mariage' },
  { slug: 'birthday', name: 'Anniversaire' },
]);

function setCookie(name, value) {
  document.cookie = `${name}=${value}; path=/`;
}

function signIn(token = 'fake-access', refresh = 'fake-refresh') {
  setCookie('token', token);
  setCookie('refresh_token', refresh);
}

function signOut() {
  for (const name of ['token', 'refresh_token']) document.cookie = `${name}=; path=/; max-age=0`;
}

/** Every event the widgets tell the page, in order. */
function recordEvents() {
  const events = [];
  for (const name of ['pp-contact-widget-step', 'pp-contact-widget-sent', 'pp-contact-widget-error']) {
    document.addEventListener(name, (event) =>
      events.push({ name, detail: event.detail, bubbles: event.bubbles, composed: event.composed }),
    );
  }
  return events;
}

const events = recordEvents();

async function widgetFor(attributes = {}) {
  const all = {
    'data-base-url': 'http://projet.localhost:3000/',
    'data-provider-id': '123',
    'data-event-types': EVENT_TYPES,
    'data-country': 'FR',
    'data-locale': 'fr-FR',
    ...attributes,
  };
  const html = Object.entries(all)
    .map(([name, value]) => `${name}='${value}'`)
    .join(' ');
  const widget = mount(`<pp-contact-widget ${html}></pp-contact-widget>`);
  await customElements.whenDefined('pp-contact-widget');
  await until(() => widget.querySelector('h2'), 'a page');
  return widget;
}

const headingOf = (widget) => widget.querySelector('.pp-contact-widget__heading')?.textContent ?? '';
/** The widget's own messages (or a card's), not those of the dialogs it holds. */
const messagesOf = (root) =>
  root.matches('pp-contact-widget') ? root.querySelector('.pp-contact-widget__messages') : root;
const statusOf = (root) => messagesOf(root).querySelector('[role="status"]')?.textContent ?? '';
const alertOf = (root) => messagesOf(root).querySelector('[role="alert"]')?.textContent ?? '';
const codeBoxes = (widget) => [...widget.querySelectorAll('.pp-ui-otp__box')];
const codeOf = (widget) =>
  codeBoxes(widget)
    .map((box) => box.value || '_')
    .join('');
const focusedIndex = (widget) => codeBoxes(widget).indexOf(document.activeElement);
const buttonNamed = (root, name) =>
  [...root.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent).trim() === name,
  );
const isDisabled = (button) => button?.getAttribute('aria-disabled') === 'true';

async function type(text) {
  await sendKeys({ type: text });
}

async function press(key) {
  await sendKeys({ press: key });
}

/** Types a phone number and submits it; resolves once the code boxes show. */
async function toCodeStep(widget, phone = '06 12 34 56 78') {
  widget.querySelector('input[type="tel"]').focus();
  await type(phone);
  await press('Enter');
  await until(() => codeBoxes(widget).length === 6, 'the code boxes');
}

async function toInscription(widget) {
  await toCodeStep(widget, '06 12 34 56 78');
  await type('123456');
  await until(() => headingOf(widget) === 'Créez votre profil', 'the inscription page');
}

async function onPresentation(attributes) {
  signIn();
  const widget = await widgetFor(attributes);
  await until(() => widget.querySelector('[role="combobox"]'), 'the project selector');
  return widget;
}

function paste(element, text) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  element.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

function openDialog() {
  return document.querySelector('dialog[open]');
}

/** The button, below the send's confirmation, that opens the suggested providers. */
const suggestionsOffer = (widget) => buttonNamed(widget, 'Voir les wedding planners suggérés');

/** The offer comes after the confirmation, which no dialog covers. */
async function confirmedThenOffered(widget, confirmation) {
  const offer = await until(() => suggestionsOffer(widget), 'the suggestions offer');
  expect([statusOf(widget), openDialog() === null]).to.deep.equal([confirmation, true]);
  const status = messagesOf(widget).querySelector('[role="status"]');
  expect(Boolean(status.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING)).to.equal(true);
  return offer;
}

describe('<pp-contact-widget>', () => {
  beforeEach(() => {
    signOut();
    events.length = 0;
  });

  afterEach(() => {
    document.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close());
    document.body.replaceChildren();
    signOut();
  });

  describe('account', () => {
    it('upgrades from its attributes, starts on account and tells the page', async () => {
      const widget = await widgetFor();
      expect(headingOf(widget)).to.equal('Contactez ce wedding planner');
      expect(widget.querySelector('label').textContent).to.equal('Numéro de téléphone');
      const country = widget.querySelector('[role="combobox"]');
      expect(country.textContent).to.equal('+33');
      expect(country.getAttribute('aria-labelledby') !== null).to.equal(true);
      await until(() => events.length > 0, 'the step event');
      expect(events).to.deep.equal([
        { name: 'pp-contact-widget-step', detail: { step: 'account' }, bubbles: true, composed: true },
      ]);
    });

    it('offers a visitor the new project, signed in or not: the project site asks for the phone at the end', async () => {
      const widget = await widgetFor({ 'data-base-url': 'http://projet.localhost:3000/' });
      const link = widget.querySelector('.pp-contact-widget__new-project');
      expect([link.textContent.startsWith('Créer un nouveau projet'), link.href, link.target]).to.deep.equal([
        true,
        'http://projet.localhost:3000/?project=new&prestataire=123&locale=fr-FR',
        '_blank',
      ]);
    });

    it("defaults the phone country to the site's, in the widget's language", async () => {
      const widget = await widgetFor({ 'data-country': 'be', 'data-locale': 'nl-BE' });
      expect(headingOf(widget)).to.equal('Neem contact op met deze weddingplanner');
      expect(widget.querySelector('[role="combobox"]').textContent).to.equal('+32');
    });

    it('lists the seven site countries with their flags and codes, by keyboard', async () => {
      const widget = await widgetFor();
      const country = widget.querySelector('[role="combobox"]');
      country.focus();
      await press('ArrowDown');
      const options = [...widget.querySelectorAll('[role="option"]')];
      expect(country.getAttribute('aria-expanded')).to.equal('true');
      expect(options.map((option) => option.textContent)).to.deep.equal([
        'France+33',
        'Belgique+32',
        'Royaume-Uni+44',
        'Allemagne+49',
        'Italie+39',
        'Espagne+34',
        'Portugal+351',
      ]);
      expect(options.every((option) => option.querySelector('svg.pp-ui-flag'))).to.equal(true);
      await press('i');
      await press('Enter');
      expect([country.textContent, country.getAttribute('aria-expanded')]).to.deep.equal(['+39', 'false']);
    });

    it('says when the number is not valid for the country', async () => {
      const widget = await widgetFor();
      const input = widget.querySelector('input[type="tel"]');
      input.focus();
      await type('06 12');
      await press('Enter');
      await until(() => widget.querySelector('.pp-ui-field__error'), 'the error');
      expect(widget.querySelector('.pp-ui-field__error').textContent).to.equal(
        'Votre numéro de téléphone est invalide.',
      );
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(codeBoxes(widget).length).to.equal(0);
    });

    it('shows six code boxes once the code is sent, the focus in the first', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      expect(focusedIndex(widget)).to.equal(0);
      expect(codeBoxes(widget).map((box) => box.inputMode)).to.deep.equal(Array(6).fill('numeric'));
      expect(codeBoxes(widget)[0].autocomplete).to.equal('one-time-code');
      expect(codeBoxes(widget)[5].getAttribute('aria-label')).to.equal('Chiffre 6 sur 6');
      expect(statusOf(widget)).to.equal('Un code a été envoyé au +33 6 12 34 56 78.');
    });

    it('moves forward as digits are typed, back on Backspace, and verifies at six digits', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      await type('12a3');
      expect([codeOf(widget), focusedIndex(widget)]).to.deep.equal(['123___', 3]);
      await press('Backspace');
      expect([codeOf(widget), focusedIndex(widget)]).to.deep.equal(['12____', 2]);
      await type('3456');
      await until(() => headingOf(widget) === 'Créez votre profil', 'the inscription page');
      expect(document.activeElement === widget.querySelector('h2')).to.equal(true);
    });

    it('spreads a pasted code over every box; a refused code clears them and says so once, on the code', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      const errorEvents = () => events.filter((event) => event.name === 'pp-contact-widget-error').length;
      const errorsBefore = errorEvents();
      paste(codeBoxes(widget)[3], '654 321');
      await until(() => widget.querySelector('.pp-ui-field__error'), 'the error');
      expect(widget.querySelector('.pp-ui-field__error').textContent).to.equal('Code invalide');
      expect(alertOf(widget)).to.equal('');
      expect(widget.textContent.includes('Une erreur est survenue')).to.equal(false);
      expect(codeOf(widget)).to.equal('______');
      expect(focusedIndex(widget)).to.equal(0);
      expect(codeBoxes(widget).every((box) => box.getAttribute('aria-invalid') === 'true')).to.equal(true);
      expect(errorEvents()).to.equal(errorsBefore);
    });

    it('spreads a whole code autofilled into the first box', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget, '06 77 00 00 01');
      const first = codeBoxes(widget)[0];
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(first, '123456');
      first.dispatchEvent(new Event('input', { bubbles: true }));
      await until(() => headingOf(widget) === 'Envoyez votre demande', 'the presentation page');
    });

    it('says "Code invalide" when an incomplete code is submitted', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      await type('12');
      await press('Enter');
      await until(() => widget.querySelector('.pp-ui-field__error'), 'the error');
      expect(widget.querySelector('.pp-ui-field__error').textContent).to.equal('Code invalide');
    });

    it('shows the API failure when no code can be sent', async () => {
      const widget = await widgetFor();
      widget.querySelector('input[type="tel"]').focus();
      await type('06 99 00 00 00');
      await press('Enter');
      await until(() => alertOf(widget) !== '', 'the error');
      expect(alertOf(widget)).to.equal(
        'Une erreur est survenue : Erreur 429 : Veuillez patienter avant de demander un nouveau code.',
      );
      expect(codeBoxes(widget).length).to.equal(0);
    });

    it('goes back to the number to change it', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      buttonNamed(widget, 'Modifier le numéro').click();
      await until(() => widget.querySelector('input[type="tel"]'), 'the phone step');
      expect(widget.querySelector('input[type="tel"]').value).to.equal('06 12 34 56 78');
      expect(document.activeElement === widget.querySelector('input[type="tel"]')).to.equal(true);
    });
  });

  describe('resend timer', () => {
    let realSetInterval;
    let realNow;
    let now;
    let ticks;

    beforeEach(() => {
      realSetInterval = window.setInterval;
      realNow = Date.now;
      now = realNow();
      ticks = new Map();
      let id = 0;
      window.setInterval = (run, ms) => {
        id += 1;
        ticks.set(id, { run, ms });
        return id;
      };
      window.clearInterval = (handle) => ticks.delete(handle);
      Date.now = () => now;
    });

    afterEach(() => {
      window.setInterval = realSetInterval;
      window.clearInterval = clearInterval;
      Date.now = realNow;
    });

    async function advance(seconds) {
      for (let second = 0; second < seconds; second++) {
        now += 1000;
        for (const { run } of ticks.values()) run();
      }
      await settle();
    }

    const resendButton = (widget) => buttonNamed(widget, 'Renvoyer le code');
    const countdown = (widget) => widget.querySelector('.pp-contact-widget__countdown')?.textContent ?? '';

    it('counts 60 s down before a resend, quietly, then resends with the boxes cleared', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      expect(isDisabled(resendButton(widget))).to.equal(true);
      expect(countdown(widget)).to.equal('Vous pourrez demander un nouveau code dans 60 s.');
      const description = document.getElementById(resendButton(widget).getAttribute('aria-describedby'));
      expect(description.textContent).to.equal(countdown(widget));
      expect(description.closest('[role="status"], [role="alert"], [aria-live]') === null).to.equal(true);

      await advance(45);
      expect(countdown(widget)).to.equal('Vous pourrez demander un nouveau code dans 15 s.');
      resendButton(widget).click();
      await settle();
      expect(countdown(widget)).to.equal('Vous pourrez demander un nouveau code dans 15 s.');

      await type('12');
      await advance(15);
      expect([isDisabled(resendButton(widget)), countdown(widget)]).to.deep.equal([false, '']);
      resendButton(widget).click();
      await until(() => countdown(widget).endsWith('60 s.'), 'the countdown to start again');
      expect(codeOf(widget)).to.equal('______');
    });

    it('allows 4 resends, no more', async () => {
      const widget = await widgetFor();
      await toCodeStep(widget);
      for (let resend = 1; resend <= 3; resend++) {
        await advance(60);
        resendButton(widget).click();
        await until(() => countdown(widget).endsWith('60 s.'), `resend ${resend}`);
      }
      await advance(60);
      resendButton(widget).click();
      const note = await until(() => widget.querySelector('.pp-contact-widget__note'), 'the limit');
      expect(note.textContent).to.equal('Vous avez demandé le nombre maximal de codes. Réessayez plus tard.');
      expect(resendButton(widget) === undefined).to.equal(true);
      expect(codeBoxes(widget).length).to.equal(6);
    });
  });

  describe('inscription', () => {
    it('shows each rule on submit and puts the focus on the first wrong field', async () => {
      const widget = await widgetFor();
      await toInscription(widget);
      buttonNamed(widget, 'Créer mon profil').click();
      await until(() => widget.querySelectorAll('.pp-ui-field__error').length > 0, 'the errors');
      expect(
        [...widget.querySelectorAll('.pp-ui-field__error')].map((error) => error.textContent),
      ).to.deep.equal([
        'Email invalide',
        'Nom invalide',
        'Prénom invalide',
        'Ville invalide',
        'Vous devez accepter les conditions générales de vente',
      ]);
      expect(document.activeElement?.getAttribute('autocomplete')).to.equal('email');
    });

    it('warns that the names cannot be changed, links the terms of sale in a new tab, offers the site languages', async () => {
      const widget = await widgetFor();
      await toInscription(widget);
      const lastname = [...widget.querySelectorAll('input')].find(
        (input) => input.autocomplete === 'family-name',
      );
      const warning = document.getElementById(lastname.getAttribute('aria-describedby'));
      expect(warning.textContent).to.equal(
        'Votre nom et votre prénom ne pourront plus être modifiés par la suite.',
      );
      const terms = widget.querySelector('.pp-contact-widget__check a');
      expect([terms.getAttribute('href'), terms.target, terms.rel]).to.deep.equal([
        '/cgv/',
        '_blank',
        'noopener',
      ]);
      expect(terms.textContent).to.equal('conditions générales de vente (s’ouvre dans un nouvel onglet)');
      expect([...widget.querySelectorAll('select option')].map((option) => option.value)).to.deep.equal([
        'fr',
        'en',
      ]);
    });

    it('registers with a city picked from the suggestions, by keyboard, and goes to presentation', async () => {
      const widget = await widgetFor();
      await toInscription(widget);
      const field = (autocomplete) =>
        [...widget.querySelectorAll('input')].find((input) => input.autocomplete === autocomplete);
      field('email').focus();
      await type('camille@example.fr');
      await press('Tab');
      await type('Martin');
      await press('Tab');
      await type('Camille');
      await press('Tab');
      await type('Ly');
      const city = widget.querySelector('input[role="combobox"]');
      await until(() => city.getAttribute('aria-expanded') === 'true', 'the city suggestions');
      expect(
        [...widget.querySelectorAll('[role="option"]')].map((option) => option.textContent),
      ).to.deep.equal(['Lyon69001 · Rhône', 'Lyons-la-Forêt27480 · Eure']);
      await press('ArrowDown');
      await press('Enter');
      expect([city.value, city.getAttribute('aria-expanded')]).to.deep.equal(['Lyon', 'false']);
      await press('Tab');
      await press('Space');
      await press('Enter');
      await until(() => headingOf(widget) === 'Envoyez votre demande', 'the presentation page');
      expect(events.map((event) => event.detail.step).filter(Boolean)).to.deep.equal([
        'account',
        'inscription',
        'presentation',
      ]);
    });

    it('shows the server error when the registration fails', async () => {
      const widget = await widgetFor();
      await toInscription(widget);
      const field = (autocomplete) =>
        [...widget.querySelectorAll('input')].find((input) => input.autocomplete === autocomplete);
      field('email').focus();
      await type('taken@example.fr');
      await press('Tab');
      await type('Martin');
      await press('Tab');
      await type('Camille');
      await press('Tab');
      await type('Oyeu');
      widget.querySelector('input[type="checkbox"]').click();
      buttonNamed(widget, 'Créer mon profil').click();
      await until(() => alertOf(widget) !== '', 'the error');
      expect(alertOf(widget)).to.equal(
        'Une erreur est survenue lors de la requête au serveur : Erreur 409 : Un compte existe déjà pour ce numéro de téléphone.',
      );
    });
  });

  describe('presentation', () => {
    const selectedProject = (widget) => widget.querySelector('[role="combobox"]').textContent;

    it('starts there when signed in, with the upcoming projects newest first, the first preselected', async () => {
      const widget = await onPresentation();
      expect(headingOf(widget)).to.equal('Envoyez votre demande');
      const combobox = widget.querySelector('[role="combobox"]');
      const options = [...widget.querySelectorAll('[role="option"]')];
      const year = new Date().getUTCFullYear() + 2;
      expect(options.map((option) => option.textContent)).to.deep.equal([
        `Anniversaire20 juin ${year + 1} · Bordeaux`,
        `Mariage1 mars ${year} · Lille`,
        `Mariage12 septembre ${year} · Lyon`,
      ]);
      expect(selectedProject(widget)).to.equal(options[0].textContent);
      expect(
        getComputedStyle(widget.querySelector('[role="listbox"]')).getPropertyValue('max-height'),
      ).to.equal('245px');
      expect(combobox.getAttribute('aria-expanded')).to.equal('false');
    });

    it('opens the new-project tab on the base URL with the provider', async () => {
      const widget = await onPresentation({
        'data-base-url': 'http://projet.localhost:3000/creer?from=profile',
      });
      const link = [...widget.querySelectorAll('a')].find((a) =>
        a.textContent.startsWith('Créer un nouveau projet'),
      );
      expect([link.href, link.target]).to.deep.equal([
        'http://projet.localhost:3000/creer?from=profile&project=new&prestataire=123&locale=fr-FR',
        '_blank',
      ]);
    });

    it('explains when there is no upcoming project and offers a new one', async () => {
      signIn('fake-empty');
      const widget = await widgetFor();
      await until(() => widget.querySelector('.pp-contact-widget__empty'), 'the empty state');
      expect(widget.querySelector('.pp-contact-widget__empty').textContent).to.equal(
        'Vous n’avez aucun projet à venir. Créez-en un pour contacter ce wedding planner.',
      );
      expect(widget.querySelector('[role="combobox"]') === null).to.equal(true);
      expect(widget.querySelector('.pp-contact-widget__new-project') !== null).to.equal(true);
      expect(await axeViolations(widget)).to.deep.equal([]);
    });

    it('goes the whole way by keyboard: pick a project, send, read the success, open and close the suggestions', async () => {
      const widget = await onPresentation();
      const combobox = widget.querySelector('[role="combobox"]');
      combobox.focus();
      await press('ArrowDown');
      await press('ArrowDown');
      await press('Enter');
      expect(selectedProject(widget).startsWith('Mariage1 mars')).to.equal(true);
      await press('Home');
      await press('Enter');
      expect(selectedProject(widget).startsWith('Anniversaire')).to.equal(true);
      await press('Tab');
      const send = buttonNamed(widget, 'Envoyer ma demande');
      expect(document.activeElement === send).to.equal(true);
      await press('Enter');
      const offer = await confirmedThenOffered(widget, 'Demande envoyée avec succès');
      offer.focus();
      await press('Enter');
      const dialog = await until(openDialog, 'the suggestions dialog');
      expect(events.filter((event) => event.name === 'pp-contact-widget-sent')).to.deep.equal([
        {
          name: 'pp-contact-widget-sent',
          detail: { providerId: 123, projectId: 9 },
          bubbles: true,
          composed: true,
        },
      ]);
      expect(dialog.contains(document.activeElement)).to.equal(true);
      await press('Escape');
      await until(() => !openDialog(), 'the dialog to close');
      expect(document.activeElement === suggestionsOffer(widget)).to.equal(true);
    });

    it('keeps the send button disabled after a success, until another project is chosen', async () => {
      const widget = await onPresentation();
      buttonNamed(widget, 'Envoyer ma demande').click();
      await until(() => suggestionsOffer(widget), 'the suggestions offer');
      const send = buttonNamed(widget, 'Envoyer ma demande');
      expect(isDisabled(send)).to.equal(true);
      send.click();
      await settle();
      // Pressed again, it neither sends (its label would change) nor opens the suggestions.
      expect(buttonNamed(widget, 'Envoyer ma demande') === send).to.equal(true);
      expect(openDialog() === null).to.equal(true);
      expect(statusOf(widget)).to.equal('Demande envoyée avec succès');
      widget.querySelector('[role="combobox"]').click();
      widget.querySelectorAll('[role="option"]')[1].click();
      await until(() => !isDisabled(buttonNamed(widget, 'Envoyer ma demande')), 'the button to work again');
      expect(statusOf(widget)).to.equal('');
    });

    it('asks for a message when the project has none, then sends it', async () => {
      const widget = await onPresentation({ 'data-provider-id': '200' });
      buttonNamed(widget, 'Envoyer ma demande').focus();
      await press('Enter');
      const dialog = await until(openDialog, 'the message dialog');
      const textarea = dialog.querySelector('textarea');
      expect(document.activeElement === textarea).to.equal(true);
      expect([textarea.required, textarea.maxLength]).to.deep.equal([true, 5000]);
      expect(await axeViolations(widget)).to.deep.equal([]);

      await press('Escape');
      await until(() => !openDialog(), 'the dialog to close');
      expect(document.activeElement === buttonNamed(widget, 'Envoyer ma demande')).to.equal(true);
      expect(statusOf(widget) + alertOf(widget)).to.equal('');

      await press('Enter');
      await until(openDialog, 'the message dialog again');
      buttonNamed(openDialog(), 'Envoyer').click();
      await until(() => openDialog().querySelector('.pp-ui-field__error'), 'the message rule');
      expect(openDialog().querySelector('.pp-ui-field__error').textContent).to.equal(
        'Écrivez un message pour envoyer votre demande.',
      );
      openDialog().querySelector('textarea').focus();
      await type('Bonjour, nous nous marions en juin.');
      await press('Enter');
      await type('Merci !');
      buttonNamed(openDialog(), 'Envoyer').click();
      await until(() => statusOf(widget) === 'Demande envoyée avec succès', 'the success');
    });

    it('keeps the focus inside a dialog', async () => {
      const widget = await onPresentation({ 'data-provider-id': '200' });
      buttonNamed(widget, 'Envoyer ma demande').click();
      const dialog = await until(openDialog, 'the message dialog');
      const visited = [];
      for (let step = 0; step < 8; step++) {
        await press('Tab');
        visited.push(dialog.contains(document.activeElement) || document.activeElement === document.body);
      }
      expect(visited).to.deep.equal(Array(8).fill(true));
    });

    it('says when the provider was already contacted and offers the others', async () => {
      const widget = await onPresentation({ 'data-provider-id': '300' });
      buttonNamed(widget, 'Envoyer ma demande').click();
      await confirmedThenOffered(widget, 'Vous avez déjà contacté ce prestataire.');
    });

    it('shows any other refusal and lets the visitor try again', async () => {
      const widget = await onPresentation({ 'data-provider-id': '400' });
      const send = buttonNamed(widget, 'Envoyer ma demande');
      send.click();
      await until(() => alertOf(widget) !== '', 'the error');
      expect(alertOf(widget)).to.equal("Erreur lors de l'envoie de la demande : Prestataire indisponible");
      expect(isDisabled(buttonNamed(widget, 'Envoyer ma demande'))).to.equal(false);
      expect(openDialog() === null).to.equal(true);
      expect(events.at(-1)).to.deep.include({
        name: 'pp-contact-widget-error',
        detail: {
          message: "Erreur lors de l'envoie de la demande : Prestataire indisponible",
          step: 'presentation',
        },
      });
    });

    it('clears the messages when another project is chosen', async () => {
      const widget = await onPresentation({ 'data-provider-id': '400' });
      buttonNamed(widget, 'Envoyer ma demande').click();
      await until(() => alertOf(widget) !== '', 'the error');
      widget.querySelector('[role="combobox"]').click();
      widget.querySelectorAll('[role="option"]')[1].click();
      await until(() => alertOf(widget) === '', 'the messages to clear');
      expect(statusOf(widget)).to.equal('');
    });

    it('shows a failure to get suggestions; an unknown city shows nothing', async () => {
      const widget = await onPresentation();
      widget.querySelector('[role="combobox"]').click();
      widget.querySelectorAll('[role="option"]')[1].click();
      buttonNamed(widget, 'Envoyer ma demande').click();
      await until(() => alertOf(widget) !== '', 'the error');
      expect(alertOf(widget)).to.equal(
        'Une erreur est survenue lors de la récupération des prestataires : Service indisponible',
      );
      expect(statusOf(widget)).to.equal('Demande envoyée avec succès');

      widget.querySelector('[role="combobox"]').click();
      widget.querySelectorAll('[role="option"]')[2].click();
      buttonNamed(widget, 'Envoyer ma demande').click();
      await until(() => statusOf(widget) === 'Demande envoyée avec succès', 'the success');
      await settle();
      expect([alertOf(widget), openDialog() === null]).to.deep.equal(['', true]);
    });

    it('returns to account with the message when the session expires', async () => {
      signIn('fake-access', 'fake-dead');
      const widget = await widgetFor();
      await until(() => buttonNamed(widget, 'Envoyer ma demande'), 'the presentation page');
      setCookie('token', 'fake-expired');
      buttonNamed(widget, 'Envoyer ma demande').focus();
      await press('Enter');
      await until(() => headingOf(widget) === 'Contactez ce wedding planner', 'the account page');
      expect(alertOf(widget)).to.equal('Votre session a expiré. Veuillez vous reconnecter.');
      expect(document.activeElement === widget.querySelector('h2')).to.equal(true);
    });

    it('starts on account, silently, when the stored session cannot be renewed', async () => {
      signIn('fake-expired', 'fake-dead');
      const widget = await widgetFor();
      await settle();
      expect([headingOf(widget), alertOf(widget)]).to.deep.equal(['Contactez ce wedding planner', '']);
    });
  });

  describe('suggested providers', () => {
    async function suggestions() {
      const widget = await onPresentation();
      buttonNamed(widget, 'Envoyer ma demande').click();
      (await until(() => suggestionsOffer(widget), 'the suggestions offer')).click();
      const dialog = await until(openDialog, 'the suggestions dialog');
      await until(() => dialog.querySelector('.pp-contact-widget__portrait strong'), 'the portraits');
      return { widget, dialog };
    }

    const cards = (dialog) => [...dialog.querySelectorAll('.pp-contact-widget__card')];

    it('shows each provider: name, place, marks, languages, portrait, photo', async () => {
      const { dialog } = await suggestions();
      expect(dialog.querySelector('h2').textContent).to.equal('D’autres wedding planners pour votre projet');
      const [first, second] = cards(dialog);
      expect(first.querySelector('h3').textContent).to.equal(
        'Atelier Lumière (s’ouvre dans un nouvel onglet)',
      );
      expect(first.querySelector('.pp-ui-provider-card__place').textContent).to.equal('Lyon (69)');
      expect(
        [...first.querySelectorAll('.pp-ui-provider-card__marks .pp-ui-badge')].map((badge) => [
          badge.querySelector('[tabindex="0"]').textContent,
          document.getElementById(badge.querySelector('[aria-describedby]').getAttribute('aria-describedby'))
            .textContent,
        ]),
      ).to.deep.equal([
        ['Membre Premium', 'Membre d’une communauté de professionnels et d’un programme de formation'],
        ['Actif récemment', 'Ce wedding planner s’est connecté au cours des 90 derniers jours'],
      ]);
      const anchor = first.querySelector('.pp-ui-badge__anchor');
      expect(document.getElementById(anchor.getAttribute('aria-describedby')).getAttribute('role')).to.equal(
        'tooltip',
      );
      expect(
        [...first.querySelectorAll('.pp-ui-provider-card__languages li')].map(
          (item) => item.querySelector('[role="img"]')?.getAttribute('aria-label') ?? item.textContent,
        ),
      ).to.deep.equal(['Français', 'Anglais', 'ARArabe']);
      const photo = first.querySelector('img');
      expect([photo.getAttribute('src'), photo.width, photo.height, photo.alt]).to.deep.equal([
        '/images/providers/41.jpg?w=160&h=160',
        72,
        72,
        'Photo de Atelier Lumière',
      ]);
      expect(second.querySelector('img') === null).to.equal(true);
      const portrait = first.querySelector('.pp-contact-widget__portrait');
      expect(portrait.innerHTML).to.equal('<p>Wedding planner <strong>passionnée</strong>.</p>');
      expect(window.portraitScript === undefined).to.equal(true);
    });

    it('contacts each provider from its card, with its own state', async () => {
      const { dialog } = await suggestions();
      const [lumiere, surMesure, joursHeureux] = cards(dialog);
      buttonNamed(lumiere, 'Contacter Atelier Lumière').click();
      await until(() => statusOf(lumiere) === 'Demande envoyée avec succès', 'the first card');
      expect(isDisabled(buttonNamed(lumiere, 'Contacter Atelier Lumière'))).to.equal(true);
      expect(
        events.filter((event) => event.name === 'pp-contact-widget-sent').map((event) => event.detail),
      ).to.deep.equal([
        { providerId: 123, projectId: 9 },
        { providerId: 41, projectId: 9 },
      ]);

      buttonNamed(joursHeureux, 'Contacter Les Jours Heureux').click();
      await until(() => statusOf(joursHeureux) !== '', 'the third card');
      expect(statusOf(joursHeureux)).to.equal('Vous avez déjà contacté ce prestataire.');
      expect(statusOf(surMesure)).to.equal('');

      const contact = buttonNamed(surMesure, 'Contacter Mariage Sur Mesure');
      contact.focus();
      await press('Enter');
      const messageDialog = await until(
        () => [...document.querySelectorAll('dialog[open]')].find((open) => open !== dialog),
        'the message dialog on top',
      );
      expect(await axeViolations(messageDialog)).to.deep.equal([]);
      await type('Bonjour !');
      await press('Tab');
      await press('Enter');
      await until(() => statusOf(surMesure) === 'Demande envoyée avec succès', 'the second card');
      expect(dialog.open).to.equal(true);
      expect(document.activeElement === contact).to.equal(true);
    });

    it('has no accessibility violations', async () => {
      const { widget, dialog } = await suggestions();
      expect(await axeViolations(dialog)).to.deep.equal([]);
      expect(await axeViolations(widget)).to.deep.equal([]);
    });
  });

  describe('accessibility', () => {
    it('has no violations on the account page, with an error, and on the code step', async () => {
      const widget = await widgetFor();
      expect(await axeViolations(widget)).to.deep.equal([]);
      widget.querySelector('input[type="tel"]').focus();
      await type('06');
      await press('Enter');
      await until(() => widget.querySelector('.pp-ui-field__error'), 'the error');
      widget.querySelector('[role="combobox"]').click();
      expect(await axeViolations(widget)).to.deep.equal([]);
      widget.querySelector('[role="combobox"]').click();
      widget.querySelector('input[type="tel"]').focus();
      await type('12345678');
      await press('Enter');
      await until(() => codeBoxes(widget).length === 6, 'the code boxes');
      expect(await axeViolations(widget)).to.deep.equal([]);
    });

    it('has no violations on the inscription page, empty, with errors and with suggestions', async () => {
      const widget = await widgetFor();
      await toInscription(widget);
      expect(await axeViolations(widget)).to.deep.equal([]);
      buttonNamed(widget, 'Créer mon profil').click();
      await until(() => widget.querySelector('.pp-ui-field__error'), 'the errors');
      widget.querySelector('input[role="combobox"]').focus();
      await type('Ly');
      await until(() => widget.querySelector('[role="option"]'), 'the city suggestions');
      expect(await axeViolations(widget)).to.deep.equal([]);
    });

    it('has no violations on the presentation page, its list open, and with messages', async () => {
      const widget = await onPresentation({ 'data-provider-id': '400' });
      expect(await axeViolations(widget)).to.deep.equal([]);
      widget.querySelector('[role="combobox"]').click();
      expect(await axeViolations(widget)).to.deep.equal([]);
      widget.querySelector('[role="combobox"]').click();
      buttonNamed(widget, 'Envoyer ma demande').click();
      await until(() => alertOf(widget) !== '', 'the error');
      expect(await axeViolations(widget)).to.deep.equal([]);
    });
  });

  it('keeps two widgets of a page apart, and signs both in together', async () => {
    const first = await widgetFor({ 'data-provider-id': '123' });
    const second = await widgetFor({ 'data-provider-id': '124', 'data-locale': 'en-GB' });
    await toCodeStep(first, '06 77 00 00 02');
    expect(second.querySelector('input[type="tel"]').value).to.equal('');
    expect(codeBoxes(second).length).to.equal(0);
    await type('123456');
    await until(() => headingOf(second) === 'Send your request', 'the second widget to follow the sign-in');
    expect(headingOf(first)).to.equal('Envoyez votre demande');
    expect(document.activeElement === first.querySelector('h2')).to.equal(true);
  });

  it('follows data-locale and data-base-url changed after the upgrade', async () => {
    const widget = await onPresentation();
    widget.setAttribute('data-base-url', 'http://projet.localhost:3000/autre');
    const newProject = () => widget.querySelector('.pp-contact-widget__new-project');
    await until(
      () =>
        newProject()?.href === 'http://projet.localhost:3000/autre?project=new&prestataire=123&locale=fr-FR',
      'the new base URL',
    );
    widget.setAttribute('data-locale', 'en-GB');
    await until(() => headingOf(widget) === 'Send your request', 'the page in English');
    expect(widget.querySelector('section').getAttribute('lang')).to.equal('en');
  });

  it('works again once removed and put back: the session kept, the page shown again', async () => {
    const widget = await onPresentation();
    widget.remove();
    await settle();
    events.length = 0;
    document.body.append(widget);
    await until(() => buttonNamed(widget, 'Envoyer ma demande'), 'the presentation page again');
    expect(widget.querySelectorAll('.pp-contact-widget').length).to.equal(1);
    await until(() => events.length > 0, 'the step event');
    expect(events.map((event) => event.detail)).to.deep.equal([{ step: 'presentation' }]);
    buttonNamed(widget, 'Envoyer ma demande').click();
    await until(
      () => statusOf(widget) === 'Demande envoyée avec succès',
      'a request sent after re-insertion',
    );
  });

  it('renders nothing without a provider id, and says why in the console', async () => {
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      const widget = mount('<pp-contact-widget data-load-on="load"></pp-contact-widget>');
      await customElements.whenDefined('pp-contact-widget');
      await until(() => errors.some((error) => error.includes('data-provider-id')), 'the console error');
      expect(widget.childElementCount).to.equal(0);
    } finally {
      console.error = original;
    }
  });
});
