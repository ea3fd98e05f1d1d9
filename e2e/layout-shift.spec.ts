import { expect, test, type Page } from '@playwright/test';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import { routePath } from '@shared/api/routes';
import { backOfficeOrigin } from './support/back-office';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { signInBrowser } from './support/contact-widget';
import { startIsland } from './support/directory-islands';
import { projectOrigin } from './support/project-site';
import { DEMO_PROVIDER, loginProvider } from './support/provider';
import { openPublicPage, PUBLIC_SITES, type PageKind } from './support/public-pages';
import { coupleForFile, futureEventDate, saveProject } from './support/server-api';

/*
 * Cumulative layout shift while a page's fonts, images, elements and islands arrive, on every kind of page of
 * every host: each element and island must take the room the page kept for it, and every image its own before
 * it loads. The observer is registered before the page's first script; once the first screen has drawn, the
 * page is scrolled through so that what loads when seen loads, and the pointer comes to what starts when the
 * visitor comes to it.
 */

/** The largest CLS a page may have (Core Web Vitals call ≤ 0.1 good; the issue asks for none). */
const MAX_SHIFT = 0.01;

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A shift without recent input, with the elements that moved, so that a failure names them. */
interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts: Shift[];
    /** Whether an island's region waits for the visitor (`data-load-on="interaction"` in the page's state). */
    waitsForVisitor: (region: Element) => boolean;
  }
}

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    window.waitsForVisitor = (region) => {
      const signedIn = /(?:^|;\s*)(?:token|refresh_token)=[^;]/.test(document.cookie);
      const moment =
        (signedIn && region.getAttribute('data-signed-in-load-on')) ||
        (location.search.length > 1 && region.getAttribute('data-query-load-on')) ||
        region.getAttribute('data-load-on');
      return moment === 'interaction';
    };
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls down a screen at a time to the end and back to the top, letting each screen's content load. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < height; top += step / 2) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Brings the pointer over the first region of each island that waits for the visitor (the search, a heart),
 * as a visitor about to use it does: a pointer that only moves is no input, so what it starts must not move
 * the page either.
 */
async function comeToWaitingIslands(page: Page): Promise<void> {
  const names = await page
    .locator('[data-island]:not([data-island-started])')
    .evaluateAll((regions) => [
      ...new Set(
        regions
          .filter((region) => window.waitsForVisitor(region))
          .map((region) => region.getAttribute('data-island')),
      ),
    ]);
  for (const name of names) await startIsland(page.locator(`[data-island="${name}"]`).first());
}

/**
 * Every element on the page is defined, every island that starts by itself has started, every image has
 * loaded and the network is quiet.
 */
async function waitForUpgrades(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')].every(
        (node) => !node.localName.startsWith('pp-') || node.matches(':defined'),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-island]')].every(
        (region) => region.hasAttribute('data-island-started') || window.waitsForVisitor(region),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForLoadState('networkidle');
  // Two frames: a shift is reported after the frame that drew it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function shiftsOf(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => window.layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** A profile with a gallery: the first of the listing whose page has a carousel. */
/**
 * The demo provider's profile: what a planner shows beyond its portrait — published portfolios in their
 * carousels, a venue with its photos, video facades, a gallery (server/seed/demo-showcase.ts) — the heaviest
 * profile the page is laid out for.
 */
async function showcasedProfile(page: Page): Promise<void> {
  const { token } = await loginProvider(page.request, DEMO_PROVIDER);
  const { company } = bodyOf(await callEndpoint(page.request, accountApi.me, {}, { token }));
  await page.goto(routePath('front_provider_profile', { slug: company.slug }));
  await expect(page.locator('.provider-portfolios pp-carousel').first()).toBeAttached();
}

/** The couple whose project view is measured: one for the file (one SMS code). */
const fileCouple = coupleForFile();

interface PageUnderTest {
  name: string;
  /** Opens the page (the shifts recorded are those of the last document opened). */
  open: (page: Page, baseURL: string | undefined) => Promise<void>;
}

/** A public site's page of `kind`, reached as a visitor reaches it. */
function publicPage(country: (typeof PUBLIC_SITES)[number]['country'], kind: PageKind): PageUnderTest {
  const site = PUBLIC_SITES.find((candidate) => candidate.country === country);
  if (!site) throw new Error(`no site ${country} under test`);
  return { name: `${country} ${kind}`, open: (page) => openPublicPage(page, site, kind) };
}

function projectSitePage(name: string, path: string): PageUnderTest {
  return { name, open: async (page, baseURL) => void (await page.goto(projectOrigin(baseURL) + path)) };
}

const PAGES: readonly PageUnderTest[] = [
  publicPage('FR', 'home'),
  publicPage('FR', 'listing'),
  publicPage('FR', 'city listing'),
  publicPage('FR', 'area list'),
  publicPage('FR', 'profile'),
  { name: 'FR profile with portfolios, a venue, videos and a gallery', open: showcasedProfile },
  publicPage('FR', 'guides list'),
  publicPage('FR', 'guide'),
  publicPage('FR', 'terms of sale'),
  publicPage('PT', 'home'),
  publicPage('PT', 'listing'),
  publicPage('PT', 'profile'),
  publicPage('DE', 'profile'),
  { name: 'carousel demo', open: async (page) => void (await page.goto('/demo-pages/carousel.html')) },
  projectSitePage('project site home', '/'),
  projectSitePage('project site sign-in', '/register'),
  projectSitePage('wizard step 1', '/projects/new/event-type'),
  {
    name: 'wizard step 2',
    // The step opens once step 1 is answered: answered, then the step's address loaded again, from the draft.
    open: async (page, baseURL) => {
      await page.goto(`${projectOrigin(baseURL)}/projects/new/event-type`);
      await page.getByRole('combobox', { name: /Type d.événement/ }).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect(page).toHaveURL(/\/projects\/new\/event-details$/);
      await page.reload();
      await expect(page.getByRole('heading', { name: /Détails de l.événement/ })).toBeVisible();
    },
  },
  {
    name: 'a couple’s project view',
    open: async (page, baseURL) => {
      const couple = await fileCouple(page.request);
      const project = await saveProject(page.request, couple.token, { eventDate: futureEventDate(1).iso });
      const projectSite = projectOrigin(baseURL);
      await signInBrowser(page.context(), projectSite, couple);
      await page.goto(`${projectSite}/projects/${project.id}`);
    },
  },
  {
    name: 'back-office sign-in',
    open: async (page, baseURL) => void (await page.goto(`${backOfficeOrigin(baseURL)}/login`)),
  },
  {
    name: 'back-office sign-up',
    open: async (page, baseURL) => void (await page.goto(`${backOfficeOrigin(baseURL)}/register`)),
  },
];

/** Pages independent of each other: spread over the workers, not one long file on one of them. */
test.describe.configure({ mode: 'parallel' });

for (const { name: widthName, width, height } of WIDTHS) {
  test.describe(`layout shift at ${width} px (${widthName})`, () => {
    test.use({ viewport: { width, height }, locale: 'fr-FR' });
    // A page is scrolled through and waited for whole, some reached through the pages before them.
    test.describe.configure({ timeout: 60_000 });

    for (const { name, open } of PAGES) {
      test(`${name} does not move while it loads and upgrades`, async ({ page, baseURL }) => {
        await recordShifts(page);
        await open(page, baseURL);
        // The first screen settled (what it asked for has come) before the visitor scrolls: on a slow machine a
        // scroll before the islands drew would bring the footer into view only for the islands to push it down.
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        await comeToWaitingIslands(page);
        await waitForUpgrades(page);
        const { total, shifts } = await shiftsOf(page);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  });
}

/** Where each control of the listing's search is and how it is drawn: the fields by name, then the button. */
async function searchControls(page: Page) {
  return page.locator('[data-island="directory-search"]').evaluate((region) => {
    const controls = [
      ...region.querySelectorAll<HTMLElement>('select[name], input[name]:not([type="hidden"])'),
      ...region.querySelectorAll<HTMLElement>('button[type="submit"]'),
    ];
    return controls.map((control) => {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      return {
        control: control.getAttribute('name') ?? control.localName,
        box: [box.x, box.y, box.width, box.height].map(Math.round),
        look: [style.borderTopWidth, style.borderRadius, style.backgroundColor, style.fontWeight],
      };
    });
  });
}

for (const { name: widthName, width, height } of WIDTHS) {
  test(`the listing's search form is drawn as its island draws it, before the island starts (${widthName})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/wedding-planners/');
    await page.evaluate(() => document.fonts.ready);
    const served = await searchControls(page);
    await startIsland(page.locator('[data-island="directory-search"]'));
    await expect(page.locator('.pp-directory-search')).toBeVisible();
    const island = await searchControls(page);
    expect(served.map(({ control, look }) => ({ control, look }))).toEqual(
      island.map(({ control, look }) => ({ control, look })),
    );
    // Within a pixel: the two forms' boxes round their fractions apart.
    const moved = served.map(({ control, box }, index) => ({
      control,
      by: Math.max(...box.map((value, side) => Math.abs(value - (island[index]?.box[side] ?? Infinity)))),
    }));
    expect(
      moved.filter(({ by }) => by > 1),
      JSON.stringify({ served, island }),
    ).toEqual([]);
  });
}

test.describe('listing pages', () => {
  test('the first card starts right under the search, with no room left by the flags’ drawings', async ({
    page,
  }) => {
    await page.goto('/wedding-planners/');
    const sprite = page.locator('svg.flag-sprite');
    await expect(sprite).toHaveCount(1);
    const box = await sprite.evaluate((svg) => {
      const rect = svg.getBoundingClientRect();
      return { width: rect.width, height: rect.height, position: getComputedStyle(svg).position };
    });
    expect(box).toEqual({ width: 0, height: 0, position: 'absolute' });
  });
});
