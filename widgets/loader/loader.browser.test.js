/* global describe, it, before, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, isDefined, mount, settle, until } from '../test-fixtures/browser-helpers.js';

const errors = [];
window.addEventListener('error', (event) => errors.push(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => errors.push(event.reason));

/** Every element of the loader, by folder (its tag is `pp-<folder>`). */
const ELEMENTS = [
  'burger-menu',
  'carousel',
  'contact-widget',
  'date-picker',
  'phone-mask',
  'rich-text',
  'sms-outbox',
  'tracking-ping',
];

/** The URLs the page fetched whose path contains `part`. */
function fetched(part) {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}

describe('the loader', () => {
  before(async () => {
    await import(`${BUILD}/fixtures.js`);
  });

  afterEach(() => {
    document.body.replaceChildren();
    expect(errors.map(String)).to.deep.equal([]);
  });

  it('defines a tag only once an element of it is inserted in the document', async () => {
    mount(`<pp-fixture-load data-load-on="load"></pp-fixture-load>`);
    await customElements.whenDefined('pp-fixture-load');
    await settle();
    expect(isDefined('pp-fixture-inserted-later')).to.equal(false);

    const section = document.createElement('section');
    section.innerHTML = '<p><pp-fixture-inserted-later data-load-on="load"></pp-fixture-inserted-later></p>';
    document.body.append(section);
    await customElements.whenDefined('pp-fixture-inserted-later');
  });

  it('waits with data-load-on="visible" (the default) until the element comes near the viewport', async () => {
    mount('<div style="height: 300vh"></div>');
    const far = mount('<pp-fixture-visible style="display: block; height: 1em"></pp-fixture-visible>');
    const idle = mount('<pp-fixture-idle data-load-on="idle" style="display: block"></pp-fixture-idle>');

    await customElements.whenDefined('pp-fixture-idle');
    await settle();
    expect(idle.getBoundingClientRect().top).to.be.greaterThan(window.innerHeight);
    expect(isDefined('pp-fixture-visible')).to.equal(false);

    far.scrollIntoView();
    await customElements.whenDefined('pp-fixture-visible');
  });

  it('tolerates a second copy of the loader script: each element fetched and defined once', async () => {
    await import(`${BUILD}/loader.js`);
    await import(`${BUILD}/loader.js?second-copy`);
    const page = mount(`
      <div>
        <pp-burger-menu data-load-on="load"></pp-burger-menu>
        <pp-carousel data-load-on="load"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Photo"></pp-carousel>
        <pp-contact-widget data-provider-id="123" data-load-on="load"></pp-contact-widget>
        <form>
          <pp-date-picker name="date" data-label="Date" data-load-on="load"></pp-date-picker>
          <pp-phone-mask name="phone" data-country="FR" data-load-on="load"></pp-phone-mask>
          <pp-rich-text name="text" data-label="Message" data-load-on="load"></pp-rich-text>
        </form>
        <pp-sms-outbox data-phone="+33612345678" data-refresh-seconds="0" data-load-on="load"></pp-sms-outbox>
        <pp-tracking-ping data-load-on="load"></pp-tracking-ping>
      </div>`);
    await Promise.all(ELEMENTS.map((name) => customElements.whenDefined(`pp-${name}`)));
    await until(() => page.querySelector('pp-sms-outbox table'), 'the outbox to render');
    await until(() => page.querySelector('pp-rich-text [contenteditable="true"]'), 'the editor to render');
    // Each element's own chunk, as the build names it (some share code through other chunks).
    const buildManifest = await (await fetch(`${BUILD}/.vite/manifest.json`)).json();
    const chunks = ELEMENTS.map((name) => `${BUILD}/${buildManifest[`widgets/${name}/element.ts`].file}`);
    expect(chunks.map((chunk) => fetched(chunk).length)).to.deep.equal(ELEMENTS.map(() => 1));

    // A second build on the page runs each element's module again: it finds its tag defined and keeps it.
    const classes = ELEMENTS.map((name) => customElements.get(`pp-${name}`));
    for (const chunk of chunks) await import(`${chunk}?second-build`);
    const kept = ELEMENTS.map((name, index) => customElements.get(`pp-${name}`) === classes[index]);
    expect(kept).to.deep.equal(ELEMENTS.map(() => true));
    await settle();
  });
});
