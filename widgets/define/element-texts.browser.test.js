/* global describe, it -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, mount, until } from '../test-fixtures/browser-helpers.js';

/*
 * Texts are fetched by namespace, in the language of each element, before its first render (see
 * shared/i18n/load-texts.ts). The tests run in order on one page, a Dutch one.
 */

/** One text of the failure screen, the contact widget and the carousel per language, as the build writes it. */
const SAMPLES = {
  fr: ['Quelque chose', 'Contactez ce wedding planner', 'Photo suivante'],
  en: ['Something went wrong', 'Contact this wedding planner', 'Next photo'],
  nl: ['Er is iets misgegaan', 'Neem contact op met deze weddingplanner', 'Volgende foto'],
  de: ['Etwas ist schiefgelaufen', 'Diesen Hochzeitsplaner kontaktieren', 'Fotogalerie'],
  it: ['Qualcosa', 'Contatta questo wedding planner', 'Foto successiva'],
  es: ['Algo ha salido mal', 'Contacta con este wedding planner', 'Foto siguiente'],
  pt: ['Algo correu mal', 'Contacte este wedding planner', 'Foto seguinte'],
};

/** A key shown in place of its text (`contactWidget.account.heading`). */
const KEY =
  /\b(?:common|errors|session|validation|ui|countries|languages|carousel|richText|phoneMask|datePicker|contactWidget|directoryIslands)\.[a-zA-Z]/;

/** The scripts of the build the page requested, by URL. */
function requestedScripts() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.includes(BUILD) && url.endsWith('.js'));
}

/** `{ namespace, language }` of each chunk of texts the page requested. */
function requestedTexts() {
  return requestedScripts().flatMap((url) => {
    const match = url.match(/\/texts-([a-z-]+)-([a-z]{2})-[\w-]+\.js$/);
    return match ? [{ namespace: match[1], language: match[2] }] : [];
  });
}

/** The visible texts and accessible names of an element, where a key would show. */
function shownTexts(element) {
  const labels = [...element.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
  return [element.textContent, ...labels].join('\n');
}

/** Records every key that shows in `root` from now on, at every change of the DOM. */
function watchForKeys(root) {
  const seen = [];
  const look = () => {
    const key = shownTexts(root).match(KEY);
    if (key) seen.push(key[0]);
  };
  const observer = new MutationObserver(look);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

document.documentElement.lang = 'nl';
await import(`${BUILD}/loader.js`);

describe('texts of the elements', () => {
  it('on a Dutch page, fetch Dutch texts only, and show none of the other languages', async () => {
    const page = mount('<div></div>');
    const keys = watchForKeys(page);
    page.innerHTML = `
      <pp-contact-widget data-provider-id="123" data-country="BE" data-load-on="load"></pp-contact-widget>
      <pp-carousel data-load-on="load" data-images='[{"src":"data:image/gif;base64,R0lGODlhAQABAAAAACw="}]'>
      </pp-carousel>
      <pp-phone-mask data-load-on="load" required></pp-phone-mask>
      <pp-date-picker data-load-on="load"></pp-date-picker>
      <pp-rich-text data-load-on="load"></pp-rich-text>`;
    const widget = page.querySelector('pp-contact-widget');
    await until(() => widget.querySelector('h2'), 'the contact widget');
    await until(() => page.querySelector('.pp-carousel__main'), 'the carousel');
    await until(() => page.querySelector('pp-phone-mask input'), 'the phone field');
    await until(() => page.querySelector('pp-date-picker input'), 'the date field');
    await until(() => page.querySelector('pp-rich-text [contenteditable]'), 'the rich-text field');
    keys.stop();

    expect(widget.querySelector('h2').textContent).to.equal('Neem contact op met deze weddingplanner');
    const mask = page.querySelector('pp-phone-mask');
    await until(() => mask.validationMessage, 'the phone field’s message');
    expect(mask.validationMessage).to.equal('Vul uw telefoonnummer in.');
    expect(keys.seen, 'keys shown in place of texts').to.deep.equal([]);

    const scripts = await Promise.all(requestedScripts().map(async (url) => (await fetch(url)).text()));
    const otherLanguages = Object.entries(SAMPLES).filter(([language]) => language !== 'nl');
    const found = otherLanguages.flatMap(([language, samples]) =>
      samples
        .filter((sample) => scripts.some((script) => script.includes(sample)))
        .map((sample) => `${language}: ${sample}`),
    );
    expect(found, 'texts of other languages downloaded').to.deep.equal([]);
    expect(
      scripts.some((script) => script.includes(SAMPLES.nl[1])),
      'the Dutch texts',
    ).to.equal(true);
    // Each from a chunk of its own, named after its namespace and language.
    const texts = requestedTexts();
    expect(texts.length).to.be.greaterThan(0);
    expect([...new Set(texts.map((text) => text.language))]).to.deep.equal(['nl']);
  });

  it('let two elements of one page speak two languages, each with its own texts', async () => {
    const page = mount(`
      <div>
        <pp-phone-mask data-locale="de" required></pp-phone-mask>
        <pp-phone-mask data-locale="nl" required></pp-phone-mask>
      </div>`);
    const [german, dutch] = page.querySelectorAll('pp-phone-mask');
    await until(() => german.validationMessage && dutch.validationMessage, 'both fields’ messages');
    expect([german.validationMessage, dutch.validationMessage]).to.deep.equal([
      'Bitte geben Sie Ihre Telefonnummer ein.',
      'Vul uw telefoonnummer in.',
    ]);
    expect(shownTexts(german)).to.contain('Frankreich');
    expect(shownTexts(dutch)).to.contain('Frankrijk');
    const germanTexts = requestedTexts().filter((text) => text.language === 'de');
    expect(germanTexts.map((text) => text.namespace).sort()).to.deep.equal([
      'phone-mask',
      'ui',
      'validation',
    ]);
  });
});
