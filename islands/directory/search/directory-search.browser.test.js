/* global describe, it -- mocha, provided by web-test-runner */
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { axeViolations, BUILD, settle, until } from '../../../widgets/test-fixtures/browser-helpers.js';
import { installFakeDirectoryApi } from '../../test-fixtures/fake-directory-api.js';
import { addRegion, callsTo } from '../../test-fixtures/island-helpers.js';

/*
 * A Breton listing page with the search above it: the fake API finds 45 providers (3 pages) unless a test
 * says otherwise. The tests run in order on the same page, as a visit does.
 */

const api = installFakeDirectoryApi();
const region = addRegion(
  'directory-search',
  {
    country: 'FR',
    language: 'fr',
    services: [
      { slug: 'full-service', name: 'Organisation complète' },
      { slug: 'day-of-coordination', name: 'Coordination du jour J' },
    ],
    regions: [
      { slug: 'bretagne', name: 'Bretagne', count: 12 },
      { slug: 'ile-de-france', name: 'Île-de-France', count: 40 },
    ],
    initial: { region: 'bretagne' },
    listingId: 'server-listing',
  },
  '<form class="server-form"><h2>Trouver un wedding planner</h2><button>Rechercher</button></form>',
);
const serverListing = document.createElement('div');
serverListing.id = 'server-listing';
serverListing.textContent = 'Les 12 wedding planners de Bretagne';
region.after(serverListing);
await import(`${BUILD}/islands.js`);

const island = () => region.querySelector('.pp-directory-search');
const selectNamed = (label) =>
  [...region.querySelectorAll('select')].find((select) => select.labels[0]?.textContent === label);
const cityInput = () => region.querySelector('input[role="combobox"]');
const submit = () => region.querySelector('button[type="submit"]');
const heading = () => region.querySelector('.pp-directory-search__results-heading');
const cardNames = () =>
  [...region.querySelectorAll('.pp-ui-provider-card__name')].map((name) => name.textContent);
// The search's own news, not its city field's (which says "Recherche…" while it looks a city up).
const news = () =>
  region.querySelector('[role="status"]:not(.pp-ui-autocomplete__status)')?.textContent ?? '';
const alertText = () => region.querySelector('[role="alert"]')?.textContent ?? '';
const searches = () => callsTo(api.calls, 'POST', '/api/directory/');
const lastSearch = () => searches().at(-1)?.body;
const searchParams = () => {
  const params = new URLSearchParams(location.search);
  for (const name of [...params.keys()]) if (name.startsWith('wtr')) params.delete(name);
  return params.toString();
};

function choose(select, value) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('directory-search', () => {
  it("replaces the server's form with its own, preset from the page, and searches nothing yet", async () => {
    await until(island, 'the island');
    expect(region.querySelector('.server-form')).to.equal(null);
    expect(region.querySelector('h2').textContent).to.equal('Trouver un wedding planner');
    expect(selectNamed('Région').value).to.equal('bretagne');
    expect([...selectNamed('Région').options].map((option) => option.textContent)).to.deep.equal([
      'Toutes les régions',
      'Bretagne (12)',
      'Île-de-France (40)',
    ]);
    expect(searches().length).to.equal(0);
    expect(serverListing.hidden).to.equal(false);
    expect(await axeViolations(region)).to.deep.equal([]);
  });

  it('searches on submit, shows and announces the results, and keeps the search in the URL', async () => {
    choose(selectNamed('Prestation'), 'full-service');
    await settle();
    submit().click();
    await until(() => cardNames().length === 20, 'a page of results');
    expect(lastSearch()).to.deep.equal({
      country: 'FR',
      service: 'full-service',
      region: 'bretagne',
      page: 1,
    });
    expect(heading().textContent).to.equal('Wedding planners trouvés : 45');
    await until(() => news() === 'Wedding planners trouvés : 45. Page 1 sur 3.', 'the announcement');
    expect(searchParams()).to.equal('service=full-service&region=bretagne&page=1');
    expect(serverListing.hidden, "the page's own listing gives way to the results").to.equal(true);

    const first = region.querySelector('.pp-directory-search__card');
    expect({
      link: first.querySelector('h3 a').getAttribute('href'),
      place: first.querySelector('.pp-ui-provider-card__place').textContent,
      heart: first.querySelector('button[aria-pressed]')?.textContent,
    }).to.deep.equal({
      link: '/wedding-planner/planner-1',
      place: 'Lyon (69)',
      heart: 'Ajouter Planner 1 à mes favoris',
    });
    expect(await axeViolations(region)).to.deep.equal([]);
  });

  it('shows another page, gives the focus to its heading and adds it to the history', async () => {
    const pageTwo = region.querySelector('a[href*="page=2"]');
    expect(pageTwo.getAttribute('aria-label')).to.equal('Page 2 des résultats');
    pageTwo.focus();
    pageTwo.click();
    await until(() => cardNames()[0] === 'Planner 21', 'the second page');
    await until(() => document.activeElement === heading(), 'the focus on the heading');
    expect(lastSearch().page).to.equal(2);
    expect(searchParams()).to.equal('service=full-service&region=bretagne&page=2');
    await until(() => news() === 'Wedding planners trouvés : 45. Page 2 sur 3.', 'the announcement');
    expect(region.querySelector('[aria-current="page"]').textContent).to.equal('2Page 2 des résultats');
  });

  it('follows the browser back to the previous page of results', async () => {
    const before = searches().length;
    history.back();
    await until(() => cardNames()[0] === 'Planner 1', 'the first page again');
    expect(searchParams()).to.equal('service=full-service&region=bretagne&page=1');
    expect({ searches: searches().length - before, page: lastSearch().page }).to.deep.equal({
      searches: 1,
      page: 1,
    });
  });

  it('suggests cities as they are typed in the region, to pick with the keyboard, and searches around one', async () => {
    cityInput().focus();
    await sendKeys({ type: 'Lyo' });
    const option = await until(
      () =>
        [...region.querySelectorAll('[role="option"]')].find((item) => item.textContent.startsWith('Lyon')),
      'the suggestion',
    );
    expect(callsTo(api.calls, 'GET', '/api/directory/cities').at(-1).query).to.deep.equal({
      q: 'Lyo',
      country: 'FR',
      region: 'bretagne',
    });
    expect(option.textContent).to.equal('Lyon69001 · Rhône');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await until(() => cityInput().value === 'Lyon', 'the city picked');
    await sendKeys({ press: 'Enter' });
    await until(() => lastSearch().city === 4213, 'the search around Lyon');
    expect(searchParams()).to.equal('service=full-service&region=bretagne&city=4213&cityName=Lyon&page=1');
  });

  it('refuses a city typed but not picked, and takes the focus there', async () => {
    const before = searches().length;
    cityInput().select();
    await sendKeys({ type: 'Nulle part' });
    submit().click();
    await until(() => region.querySelector('.pp-ui-field__error'), 'the error');
    expect(region.querySelector('.pp-ui-field__error').textContent).to.equal(
      'Choisissez une ville dans la liste proposée.',
    );
    expect(document.activeElement === cityInput()).to.equal(true);
    expect(searches().length).to.equal(before);
  });

  it('says when nothing matches', async () => {
    api.scenario.total = 0;
    cityInput().select();
    await sendKeys({ press: 'Backspace' });
    submit().click();
    await until(
      () => heading()?.textContent === 'Aucun résultat ne correspond à votre recherche.',
      'the empty state',
    );
    await until(() => news() === 'Aucun résultat ne correspond à votre recherche.', 'the announcement');
    expect({ cards: cardNames().length, pagination: region.querySelector('nav') }).to.deep.equal({
      cards: 0,
      pagination: null,
    });
  });

  it('shows a failure and searches again on demand', async () => {
    api.scenario.searchFailure = 503;
    api.scenario.total = 45;
    submit().click();
    await until(() => alertText() !== '', 'the error');
    expect(alertText()).to.equal('Une erreur est survenue : Erreur 503 : Recherche indisponible');
    expect(await axeViolations(region)).to.deep.equal([]);
    api.scenario.searchFailure = null;
    const retry = [...region.querySelectorAll('button')].find((button) => button.textContent === 'Réessayer');
    retry.click();
    await until(() => cardNames().length === 20, 'the results');
    expect(alertText()).to.equal('');
  });
});
