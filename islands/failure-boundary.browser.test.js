/* global describe, it -- mocha, provided by web-test-runner */
import { expect } from 'chai';
import { until } from '../widgets/test-fixtures/browser-helpers.js';

/*
 * Every island is rendered inside the failure boundary of the island loader (islands/start-islands.ts): a test
 * island that throws as it renders (islands/test-fixtures/failing-island.tsx), on a page of its own in a frame,
 * loaded by the same loader as the pages' islands, in the language the page's address gives it.
 */

function openPage(language) {
  const frame = document.createElement('iframe');
  frame.src = `/islands/test-fixtures/failing-island.html?lang=${language}`;
  document.body.append(frame);
  return frame;
}

const region = (frame) => frame.contentDocument?.querySelector('[data-island="test-failing"]');
const failureScreen = (frame) => region(frame)?.querySelector('[role="alert"]');

function shown(frame) {
  const screen = failureScreen(frame);
  return {
    text: screen.querySelector('p')?.textContent,
    button: screen.querySelector('button')?.textContent,
    serverHtml: region(frame).textContent.includes("The server's HTML"),
  };
}

describe('an island that fails', () => {
  it('shows the failure screen in its place, in French on a French page', async () => {
    const frame = openPage('fr');
    await until(() => failureScreen(frame), 'the failure screen');
    expect(shown(frame)).to.deep.equal({
      text: "Oups ! Quelque chose s'est mal passé",
      button: 'Actualiser la page',
      serverHtml: false,
    });
  });

  it("speaks the page's language: German on a German page", async () => {
    const frame = openPage('de');
    await until(() => failureScreen(frame), 'the failure screen');
    expect(shown(frame)).to.deep.equal({
      text: 'Hoppla! Etwas ist schiefgelaufen',
      button: 'Seite neu laden',
      serverHtml: false,
    });
  });

  it('reloads the page with its button', async () => {
    const frame = openPage('fr');
    await until(() => failureScreen(frame), 'the failure screen');
    // Lost with the page's window when the page is loaded again.
    frame.contentWindow.beforeTheReload = true;
    let loads = 0;
    frame.addEventListener('load', () => (loads += 1));
    failureScreen(frame).querySelector('button').click();
    await until(
      () => loads === 1 && frame.contentWindow.beforeTheReload === undefined && failureScreen(frame),
      'the page loaded again, failing again',
    );
    expect(frame.contentWindow.location.search).to.equal('?lang=fr');
  });
});
