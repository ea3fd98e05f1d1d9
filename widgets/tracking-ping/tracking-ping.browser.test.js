/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, axeViolations, mount, settle, until } from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

let names = 0;
/** A tracking name no other test uses, so each test counts only its own requests. */
function uniqueName() {
  names += 1;
  return `ping-${Date.now()}-${names}`;
}

/** The Sec-Fetch-Mode of each request the fake tracking server received for `name`. */
async function hitsOf(name) {
  const response = await fetch(`/test-tracking-hits/${name}`, { cache: 'no-store' });
  return response.json();
}

/** The hits of `name` once there are `count` of them (or after 5 s), and a little later: no extra one came. */
async function untilHits(name, count) {
  const deadline = performance.now() + 5000;
  while ((await hitsOf(name)).length < count && performance.now() < deadline) await settle();
  await settle();
  return hitsOf(name);
}

describe('<pp-tracking-ping>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    window.scrollTo(0, 0);
  });

  it('requests its URL once when it appears, without CORS, and never again for that element', async () => {
    const name = uniqueName();
    const element = mount(`<pp-tracking-ping data-url="/test-tracking/${name}"></pp-tracking-ping>`);
    expect(await untilHits(name, 1)).to.deep.equal(['no-cors']);

    element.remove();
    await settle();
    document.body.append(element);
    element.dataset.url = `/test-tracking/${name}`;
    await settle();
    expect((await hitsOf(name)).length).to.equal(1);
  });

  it('pings once per element: two elements with the same URL make two requests, past the HTTP cache', async () => {
    const name = uniqueName();
    await customElements.whenDefined('pp-tracking-ping');
    mount(`<pp-tracking-ping data-url="/test-tracking/${name}" data-load-on="load"></pp-tracking-ping>`);
    mount(`<pp-tracking-ping data-url="/test-tracking/${name}" data-load-on="load"></pp-tracking-ping>`);
    expect((await untilHits(name, 2)).length).to.equal(2);
  });

  it('requests a URL given after it appeared', async () => {
    const name = uniqueName();
    await customElements.whenDefined('pp-tracking-ping');
    const element = mount(`<pp-tracking-ping data-load-on="load"></pp-tracking-ping>`);
    await settle();
    expect((await hitsOf(name)).length).to.equal(0);
    element.url = `/test-tracking/${name}`;
    expect((await untilHits(name, 1)).length).to.equal(1);
  });

  it('waits until it is near the viewport by default', async () => {
    const name = uniqueName();
    await customElements.whenDefined('pp-tracking-ping');
    mount(`<div style="height: 300vh"></div>`);
    const element = mount(`<pp-tracking-ping data-url="/test-tracking/${name}"></pp-tracking-ping>`);
    await settle();
    expect((await hitsOf(name)).length).to.equal(0);
    element.scrollIntoView();
    expect((await untilHits(name, 1)).length).to.equal(1);
  });

  it('pings once when a script moves it before it was due, into view', async () => {
    const name = uniqueName();
    await customElements.whenDefined('pp-tracking-ping');
    const spacer = mount(`<div style="height: 300vh"></div>`);
    const element = mount(`<pp-tracking-ping data-url="/test-tracking/${name}"></pp-tracking-ping>`);
    await settle();
    expect((await hitsOf(name)).length).to.equal(0);
    element.remove();
    await settle();
    spacer.before(element);
    expect(await untilHits(name, 1)).to.deep.equal(['no-cors']);
  });

  it('renders nothing a reader could meet, and has no accessibility violation', async () => {
    const name = uniqueName();
    await customElements.whenDefined('pp-tracking-ping');
    const section = mount(
      `<section aria-label="Profil"><p>Atelier Lumière</p><pp-tracking-ping data-url="/test-tracking/${name}" data-load-on="load"></pp-tracking-ping></section>`,
    );
    await untilHits(name, 1);
    const element = section.querySelector('pp-tracking-ping');
    expect([element.childNodes.length, element.getBoundingClientRect().height]).to.deep.equal([0, 0]);
    expect(await axeViolations(section)).to.deep.equal([]);
  });

  it('ignores failures silently', async () => {
    await customElements.whenDefined('pp-tracking-ping');
    const unhandled = [];
    const onUnhandled = (event) => unhandled.push(String(event.reason));
    window.addEventListener('unhandledrejection', onUnhandled);
    mount(`<pp-tracking-ping data-url="http://[not-a-host/" data-load-on="load"></pp-tracking-ping>`);
    mount(
      `<pp-tracking-ping data-url="http://127.0.0.1:9/closed-port" data-load-on="load"></pp-tracking-ping>`,
    );
    await until(() => document.querySelectorAll('pp-tracking-ping').length === 2, 'both elements');
    await new Promise((resolve) => setTimeout(resolve, 300));
    window.removeEventListener('unhandledrejection', onUnhandled);
    expect(unhandled).to.deep.equal([]);
  });
});
