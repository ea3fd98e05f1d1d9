import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  measureOverflow,
  openPublicPage,
  PAGE_KINDS,
  PUBLIC_SITES,
  WIDTHS,
  type PageKind,
  type PublicSiteUnderTest,
} from './support/public-pages';

/**
 * Every kind of public page on the French, German and Portuguese sites, with JavaScript (the elements and
 * islands upgraded over the server's HTML): never wider than a 390 px phone, and no accessibility violation
 * at 1280 px or 390 px.
 */

/**
 * The page at `width`, once its elements and islands have loaded. A page reached through two or three others,
 * then measured or audited whole, beside another worker on two cores, nears the default timeout.
 */
async function openAt(page: Page, site: PublicSiteUnderTest, kind: PageKind, width: number) {
  test.slow();
  await page.setViewportSize({ width, height: 900 });
  await openPublicPage(page, site, kind);
  await page.waitForLoadState('networkidle');
}

for (const site of PUBLIC_SITES) {
  test.describe(`${site.country} site (${site.host})`, () => {
    for (const kind of PAGE_KINDS) {
      test(`${kind}: no wider than a ${WIDTHS.phone} px phone`, async ({ page }) => {
        await openAt(page, site, kind, WIDTHS.phone);
        const { scrollWidth, innerWidth, widest } = await measureOverflow(page);
        expect(
          scrollWidth,
          `the ${kind} of the ${site.country} site (${page.url()}) is ${scrollWidth} px wide in a ${innerWidth} px ` +
            `viewport; widest element: ${widest ?? 'none found outside scrolling containers'}`,
        ).toBeLessThanOrEqual(innerWidth);
      });

      for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
        test(`${kind}: no accessibility violation at ${width} px`, async ({ page }) => {
          await openAt(page, site, kind, width);
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(
            violations.map((violation) => ({
              rule: violation.id,
              impact: violation.impact,
              targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
            })),
            `axe on the ${kind} of the ${site.country} site (${page.url()}) at ${width} px`,
          ).toEqual([]);
        });
      }
    }
  });
}
