import { expect, test, type Page } from '@playwright/test';
import { startIsland } from './support/directory-islands';

/*
 * Cumulative layout shift while a page's elements and islands upgrade: the carousel, the contact widget, the
 * hearts and the search must each take the room the page kept for them, and every image its own before it
 * loads. The observer is registered before the page's first script, and the page is scrolled through so that
 * what loads when seen loads.
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
  }
}

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShifts = [];
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

/** Every element of these tags on the page is defined and rendered, and every image has loaded. */
async function waitForUpgrades(page: Page, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    await expect(page.locator(`${tag}:not(:defined)`)).toHaveCount(0, { timeout: 15_000 });
  }
  // The islands that draw a control once their code is in: every heart, and the search where there is one.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island="favorite-button"]')].every((region) =>
      region.querySelector('button'),
    ),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island="directory-search"]')].every((region) =>
      region.querySelector('.pp-directory-search'),
    ),
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
async function profileWithGallery(page: Page): Promise<string> {
  await page.goto('/wedding-planners/');
  const paths = await page
    .locator('.directory-card .pp-ui-provider-card__name a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const path of paths) {
    const response = await page.request.get(path);
    if ((await response.text()).includes('<pp-carousel')) return path;
  }
  throw new Error('No profile of the first listing page has a gallery.');
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`layout shift at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } });

    test('the provider profile does not move while its carousel, widget and heart upgrade', async ({
      page,
    }) => {
      const path = await profileWithGallery(page);
      await recordShifts(page);
      await page.goto(path);
      await scrollThrough(page);
      // A visitor's heart starts when the pointer comes to it.
      await startIsland(page.locator('[data-island="favorite-button"]').first());
      await waitForUpgrades(page, ['pp-carousel', 'pp-contact-widget']);
      await expect(page.locator('pp-carousel .splide.is-initialized').first()).toBeVisible();
      const { total, shifts } = await shiftsOf(page);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
    });

    test('a listing does not move while its search and hearts upgrade', async ({ page }) => {
      await recordShifts(page);
      await page.goto('/wedding-planners/');
      await scrollThrough(page);
      // They start when the visitor comes to them: the pointer over the search, then over a heart.
      await startIsland(page.locator('[data-island="directory-search"]'));
      await startIsland(page.locator('[data-island="favorite-button"]').first());
      await waitForUpgrades(page, []);
      const { total, shifts } = await shiftsOf(page);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
    });

    test('the carousel demo page does not move while its carousels upgrade', async ({ page }) => {
      await recordShifts(page);
      await page.goto('/demo-pages/carousel.html');
      await scrollThrough(page);
      await waitForUpgrades(page, ['pp-carousel']);
      const { total, shifts } = await shiftsOf(page);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_SHIFT);
    });
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
