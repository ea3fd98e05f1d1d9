import { expect, test, type Page } from '@playwright/test';
import { PAGE_ROUTES } from '@shared/api/routes';
import { SEARCH_FIELDS } from '@shared/islands/search-fields';

/**
 * The public pages of the country sites as a visitor reaches them. Only the entry points of the directory
 * are addresses (the product's stable URLs); every other page is found by following a link of the page
 * before it, inside its `main` landmark, by the shape of its address: the tests hold while the pages'
 * texts, class names and place names change.
 */

/** The sites the whole-site tests visit, by their host name on the test server. */
export const PUBLIC_SITES = [
  { country: 'FR', host: 'localhost' },
  { country: 'DE', host: 'de.localhost' },
  { country: 'PT', host: 'pt.localhost' },
] as const;

export type PublicSiteUnderTest = (typeof PUBLIC_SITES)[number];

/** The two widths every public page is checked at. */
export const WIDTHS = { desktop: 1280, phone: 390 } as const;

export const PAGE_KINDS = [
  'home',
  'listing',
  'area list',
  'city listing',
  'search results',
  'profile',
  'guides list',
  'guide',
  'terms of sale',
  'not found',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

const DIRECTORY_ROOT = '/wedding-planners/';
const AREAS_PATH = '/listDepartement';
const GUIDES_PATH = '/guide/list';
const UNKNOWN_PATH = '/no-such-page-anywhere';

/** The site's address on the test server (same port as the `baseURL`). */
export function siteOrigin(site: PublicSiteUnderTest): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//${site.host}:${base.port}`;
}

async function visit(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
}

/** Follows the first link of `main` whose path matches `pattern`. */
async function followMainLink(page: Page, pattern: RegExp): Promise<void> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  expect(href, `a link to ${pattern} in ${page.url()}`).toBeDefined();
  await visit(page, new URL(href as string, page.url()).href);
}

/**
 * The search's results as a browser without the island gets them: the listing's form (as the server writes
 * it, read before any island takes it over) posts its fields to the results page, its `action`.
 */
async function openSearchResults(page: Page, origin: string): Promise<void> {
  await visit(page, origin + DIRECTORY_ROOT);
  const served = await page.evaluate(async () => (await fetch(location.href)).text());
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(served)?.[1];
  expect(action, 'the listing’s search form posts somewhere').toBeDefined();
  const url = new URL(action as string, origin).href;
  await page.route(url, (route) =>
    route.continue({
      method: 'POST',
      headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
      postData: new URLSearchParams({ [SEARCH_FIELDS.service]: '', [SEARCH_FIELDS.region]: '' }).toString(),
    }),
  );
  await visit(page, url);
  await page.unroute(url);
}

/** Opens a page of the kind on the site, from its entry point through the links a visitor would follow. */
export async function openPublicPage(page: Page, site: PublicSiteUnderTest, kind: PageKind): Promise<void> {
  const origin = siteOrigin(site);
  switch (kind) {
    case 'home':
      return visit(page, `${origin}/`);
    case 'listing':
      return visit(page, origin + DIRECTORY_ROOT);
    case 'area list':
      return visit(page, origin + AREAS_PATH);
    case 'city listing':
      // The country's listing links to its busiest areas first, and an area's listing to its cities.
      await visit(page, origin + DIRECTORY_ROOT);
      await followMainLink(page, /^\/wedding-planners\/(?!page\/)[^/]+$/);
      return followMainLink(page, /^\/wedding-planners\/[^/]+\/(?!page$)[^/]+$/);
    case 'search results':
      return openSearchResults(page, origin);
    case 'profile':
      await visit(page, origin + DIRECTORY_ROOT);
      return followMainLink(page, /^\/wedding-planner\/[^/]+$/);
    case 'guides list':
      return visit(page, origin + GUIDES_PATH);
    case 'guide':
      await visit(page, origin + GUIDES_PATH);
      return followMainLink(page, /^\/guide\/(?!list$)[^/]+$/);
    case 'terms of sale':
      return visit(page, origin + PAGE_ROUTES.front_cgv);
    case 'not found':
      return visit(page, origin + UNKNOWN_PATH, 404);
  }
}

/** The page's width against the viewport's, and the element that sticks out the furthest, described. */
export interface PageOverflow {
  scrollWidth: number;
  innerWidth: number;
  widest: string | null;
}

/**
 * Measures the document's width once the page has settled. The widest offender is the element, or the
 * element holding the text (a long word), reaching furthest right among those no scrolling or clipping
 * ancestor contains (those do not widen the page).
 */
export async function measureOverflow(page: Page): Promise<PageOverflow> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    /** Whether a box inside `from` (itself included) is scrolled or clipped rather than widening the page. */
    const contained = (from: Element | null) => {
      for (let box = from; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest: { element: Element; left: number; right: number } | null = null;
    const consider = (element: Element, { left, right, width }: DOMRect, container: Element | null) => {
      if (width === 0 || right <= Math.max(innerWidth + 0.5, widest?.right ?? 0) || contained(container))
        return;
      widest = { element, left, right };
    };
    for (const element of document.body.querySelectorAll('*')) {
      consider(element, element.getBoundingClientRect(), element.parentElement);
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.parentElement || !text.textContent?.trim()) continue;
      range.selectNodeContents(text);
      consider(text.parentElement, range.getBoundingClientRect(), text.parentElement);
    }
    const found = widest as { element: Element; left: number; right: number } | null;
    let description: string | null = null;
    if (found) {
      const { element, left, right } = found;
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      description = `<${element.tagName.toLowerCase()}${id}${classes}> "${text}" (${Math.round(left)}–${Math.round(right)} px)`;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest: description };
  });
}
