/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { BUILD, isDefined, mount, settle, until } from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/fixtures.js`);

/** The props the echo fixture received, as it rendered them (JSON: an undefined prop is absent). */
function propsOf(element) {
  const output = element.querySelector('.echo-props');
  return output && JSON.parse(output.textContent);
}

async function rendered(element) {
  await customElements.whenDefined(element.localName);
  return until(() => propsOf(element), `<${element.localName}> to render`);
}

function buttonOf(element) {
  return element.querySelector('.echo-button');
}

async function clickTimes(element, times) {
  for (let click = 1; click <= times; click += 1) {
    buttonOf(element).click();
    await until(() => buttonOf(element).textContent === `Clicked ${click}`, `click ${click} to count`);
  }
}

describe('defineElement', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('upgrades an element from its data-* attributes, each read with its type', async () => {
    const element = mount(`
      <pp-fixture-echo data-load-on="load" data-label="Bonjour" data-count="3" data-open
        data-items='[{"slug":"mariage"}]'></pp-fixture-echo>`);
    expect(await rendered(element)).to.deep.equal({
      label: 'Bonjour',
      count: 3,
      open: true,
      items: [{ slug: 'mariage' }],
    });
    expect(element.count).to.equal(3);
    expect(element.open).to.equal(true);
  });

  it('follows attribute changes, removals included, with presence-only booleans', async () => {
    const element = mount(
      `<pp-fixture-echo data-label="Bonjour" data-count="3" data-open="false"></pp-fixture-echo>`,
    );
    expect(await rendered(element)).to.include({ open: true });

    element.setAttribute('data-count', '4');
    await until(() => propsOf(element).count === 4, 'the new count');

    element.removeAttribute('data-label');
    element.removeAttribute('data-open');
    await until(() => propsOf(element).open === false, 'open to turn false');
    expect(propsOf(element)).to.deep.equal({ count: 4, open: false });
    expect(element.label).to.equal(undefined);

    element.setAttribute('data-count', 'ten');
    await until(() => !('count' in propsOf(element)), 'an unreadable count to be dropped');
  });

  it('takes properties, complex values included, without writing attributes', async () => {
    const element = mount(`<pp-fixture-echo data-label="Bonjour"></pp-fixture-echo>`);
    await rendered(element);
    element.items = [{ slug: 'bapteme' }];
    element.label = 'Salut';
    await until(() => propsOf(element).label === 'Salut', 'the label property');
    expect(propsOf(element).items).to.deep.equal([{ slug: 'bapteme' }]);
    expect(element.getAttribute('data-label')).to.equal('Bonjour');
    expect(element.hasAttribute('data-items')).to.equal(false);
  });

  it('keeps the properties a script set before the upgrade, over the markup', async () => {
    expect(isDefined('pp-fixture-early-props')).to.equal(false);
    const element = document.createElement('pp-fixture-early-props');
    element.setAttribute('data-label', 'from the markup');
    element.setAttribute('data-load-on', 'load');
    element.label = 'from a script';
    element.items = ['set early'];
    document.body.append(element);

    expect(await rendered(element)).to.deep.equal({ label: 'from a script', items: ['set early'] });
    expect(Object.hasOwn(element, 'label')).to.equal(false);
    element.label = 'later';
    await until(() => propsOf(element).label === 'later', 'a property set after the upgrade');
  });

  it('keeps its state when a script moves the node', async () => {
    const element = mount(`<pp-fixture-move data-load-on="load"></pp-fixture-move>`);
    await rendered(element);
    await clickTimes(element, 3);
    const button = buttonOf(element);

    const elsewhere = mount('<div></div>');
    elsewhere.append(element);
    await settle();
    expect(buttonOf(element) === button, 'the same button').to.equal(true);
    expect(button.textContent).to.equal('Clicked 3');

    if (typeof elsewhere.moveBefore === 'function') {
      document.body.moveBefore(element, null);
      await settle();
      expect(buttonOf(element) === button, 'the same button after moveBefore').to.equal(true);
    }
  });

  it('unmounts when removed for good, and starts afresh when put back', async () => {
    const element = mount(`<pp-fixture-move data-load-on="load"></pp-fixture-move>`);
    await rendered(element);
    await clickTimes(element, 2);

    element.remove();
    await until(() => element.childElementCount === 0, 'the React tree to be unmounted');

    document.body.append(element);
    await until(() => buttonOf(element), 'the element to render again');
    expect(buttonOf(element).textContent).to.equal('Clicked 0');
  });

  it('dispatches its events bubbling and composed, heard on the document from inside a shadow root', async () => {
    const holder = mount('<div></div>');
    const shadow = holder.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<pp-fixture-echo></pp-fixture-echo>';
    const element = shadow.firstElementChild;
    await rendered(element);

    const heard = new Promise((resolve) =>
      document.addEventListener('pp-fixture-echo-click', resolve, { once: true }),
    );
    buttonOf(element).click();
    const event = await heard;
    expect(event.detail).to.deep.equal({ clicks: 1 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('returns the existing class when a tag is defined again, as a second copy of a bundle would', async () => {
    mount(`<pp-fixture-echo data-load-on="load"></pp-fixture-echo>`);
    await customElements.whenDefined('pp-fixture-echo');
    const again = window.ppFixtures.defineEcho('pp-fixture-echo');
    expect(again === customElements.get('pp-fixture-echo'), 'the class defined first').to.equal(true);
    await settle();
  });
});
