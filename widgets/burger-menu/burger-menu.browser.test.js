/* global describe, it, afterEach -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import {
  BUILD,
  axeViolations,
  mount,
  mountRecording,
  settle,
  until,
} from '../test-fixtures/browser-helpers.js';

await import(`${BUILD}/loader.js`);

/** A legacy page header: the burger's own button and the menu it controls. */
function headerHtml(attributes = 'data-controls="site-nav"') {
  return `
    <header>
      <pp-burger-menu ${attributes} data-load-on="load"><button type="button">Menu</button></pp-burger-menu>
      <nav id="site-nav" aria-label="Site"><a href="#home">Accueil</a></nav>
      <p class="elsewhere">Contenu</p>
    </header>`;
}

function mountHeader(attributes) {
  return mount(headerHtml(attributes));
}

async function upgraded(header) {
  await customElements.whenDefined('pp-burger-menu');
  const button = header.querySelector('pp-burger-menu button');
  await until(() => button.hasAttribute('aria-expanded'), 'the button to be enhanced');
  return button;
}

function isOpen() {
  return document.body.classList.contains('menu-open');
}

function changesOf(element) {
  const changes = [];
  element.addEventListener('pp-burger-menu-change', (event) => changes.push(event.detail.open));
  return changes;
}

describe('<pp-burger-menu>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.body.classList.remove('menu-open');
  });

  it('enhances its button: a click toggles menu-open on the body, aria-expanded following', async () => {
    const header = mountHeader();
    const button = await upgraded(header);
    const changes = changesOf(header.querySelector('pp-burger-menu'));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal('site-nav');
    expect(button.textContent).to.equal('Menu');

    button.click();
    expect(isOpen()).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    button.click();
    expect(isOpen()).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(changes).to.deep.equal([true, false]);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const header = mountHeader();
    const button = await upgraded(header);
    button.click();
    header.querySelector('#site-nav a').focus();
    document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen()).to.equal(false);
    expect(document.activeElement === button, 'the focus on the button').to.equal(true);
  });

  it('closes on a click outside the menu and the button, not on a click inside the menu', async () => {
    const header = mountHeader();
    const button = await upgraded(header);
    const changes = changesOf(header.querySelector('pp-burger-menu'));
    button.click();
    header.querySelector('#site-nav').click();
    expect(isOpen()).to.equal(true);
    header.querySelector('.elsewhere').click();
    expect(isOpen()).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(changes).to.deep.equal([true, false]);
  });

  it('keeps aria-expanded true when another script toggles the class, without a change event', async () => {
    const header = mountHeader();
    const button = await upgraded(header);
    const changes = changesOf(header.querySelector('pp-burger-menu'));
    document.body.classList.add('menu-open');
    await until(() => button.getAttribute('aria-expanded') === 'true', 'aria-expanded to follow the body');
    header.querySelector('pp-burger-menu').open = false;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(changes).to.deep.equal([]);
  });

  it('follows a changed data-controls, with no change event for it or for the upgrade', async () => {
    const { element: header, details } = mountRecording(headerHtml(), 'pp-burger-menu-change');
    const button = await upgraded(header);
    header.querySelector('pp-burger-menu').setAttribute('data-controls', 'other-nav');
    expect(button.getAttribute('aria-controls')).to.equal('other-nav');
    header.querySelector('pp-burger-menu').removeAttribute('data-controls');
    expect(button.hasAttribute('aria-controls')).to.equal(false);
    await settle();
    expect(details).to.deep.equal([]);
  });

  it('adds a button labelled by data-label when it has none', async () => {
    await customElements.whenDefined('pp-burger-menu');
    const element = mount(
      `<pp-burger-menu data-controls="site-nav" data-label="Ouvrir le menu"></pp-burger-menu>`,
    );
    const button = await until(() => element.querySelector('button'), 'the added button');
    expect(button.textContent).to.equal('Ouvrir le menu');
    expect(button.type).to.equal('button');
    button.click();
    expect(isOpen()).to.equal(true);
  });

  it('closes when removed, and works again once put back, with one button', async () => {
    const header = mountHeader();
    const button = await upgraded(header);
    const element = header.querySelector('pp-burger-menu');
    button.click();
    element.remove();
    expect(isOpen()).to.equal(false);
    header.prepend(element);
    await settle();
    expect(element.querySelectorAll('button').length).to.equal(1);
    button.click();
    expect(isOpen()).to.equal(true);
    button.click();
    expect(isOpen()).to.equal(false);
  });

  it('has no accessibility violation, closed and open', async () => {
    const header = mountHeader();
    const button = await upgraded(header);
    expect(await axeViolations(header)).to.deep.equal([]);
    button.click();
    expect(await axeViolations(header)).to.deep.equal([]);
  });
});
