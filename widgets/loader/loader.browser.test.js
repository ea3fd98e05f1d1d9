/* global describe, it, before, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, isDefined, mount, settle, until } from '../test-fixtures/browser-helpers.js';

const errors = [];
window.addEventListener('error', (event) => errors.push(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => errors.push(event.reason));

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

  it('tolerates a second copy of the loader script, and fetches an element once', async () => {
    await import(`${BUILD}/loader.js`);
    await import(`${BUILD}/loader.js?second-copy`);
    const outbox = mount(
      '<pp-sms-outbox data-phone="+33612345678" data-refresh-seconds="0"></pp-sms-outbox>',
    );
    await customElements.whenDefined('pp-sms-outbox');
    await until(() => outbox.querySelector('table'), 'the outbox to render');
    expect(fetched('/chunks/sms-outbox-').filter((url) => url.endsWith('.js'))).to.have.length(1);
  });
});
