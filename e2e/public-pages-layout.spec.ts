import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility';
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
 * at 390 px, nor at 1280 px on the French site. Each page is opened once and checked at both widths: opening it
 * is most of the cost. The three sites share their templates and differ by their texts, which the phone's
 * audit reads on each; what the width changes (the header's navigation, the columns) is the templates', so one
 * site audits it: an axe run is a second of the machine's time, and CI's fifteen minutes are counted.
 *
 * Outside CI, the main pages are also kept as full-page screenshots at both widths (test-results/screenshots/),
 * an artefact of the run for a person to look at: nothing is compared.
 */
const SCREENSHOT_KINDS: readonly PageKind[] = ['home', 'listing', 'profile', 'guide'];

/** Pages independent of each other: spread over the workers, not one long file on one of them. */
test.describe.configure({ mode: 'parallel' });

async function keepScreenshot(page: Page, site: PublicSiteUnderTest, kind: PageKind, width: number) {
  // CI keeps only what the run prints.
  if (process.env.CI || !SCREENSHOT_KINDS.includes(kind)) return;
  await page.screenshot({
    path: `test-results/screenshots/${site.country.toLowerCase()}-${kind}-${width}.png`,
    fullPage: true,
  });
}

for (const site of PUBLIC_SITES) {
  test.describe(`${site.country} site (${site.host})`, () => {
    for (const kind of PAGE_KINDS) {
      test(`${kind}: no wider than a ${WIDTHS.phone} px phone, no accessibility violation`, async ({
        page,
      }) => {
        // A page reached through two or three others, then measured and audited whole twice, beside another
        // worker on two cores, nears the default timeout.
        test.slow();
        await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
        await openPublicPage(page, site, kind);
        await page.waitForLoadState('networkidle');

        const { scrollWidth, innerWidth, widest } = await measureOverflow(page);
        expect(
          scrollWidth,
          `the ${kind} of the ${site.country} site (${page.url()}) is ${scrollWidth} px wide in a ${innerWidth} px ` +
            `viewport; widest element: ${widest ?? 'none found outside scrolling containers'}`,
        ).toBeLessThanOrEqual(innerWidth);
        await expectNoAccessibilityViolations(
          page,
          `the ${kind} of the ${site.country} site (${page.url()}) at ${WIDTHS.phone} px`,
        );
        await keepScreenshot(page, site, kind, WIDTHS.phone);

        await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
        if (site.country === 'FR')
          await expectNoAccessibilityViolations(
            page,
            `the ${kind} of the ${site.country} site (${page.url()}) at ${WIDTHS.desktop} px`,
          );
        await keepScreenshot(page, site, kind, WIDTHS.desktop);
      });
    }
  });
}
