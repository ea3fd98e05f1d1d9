import { test } from '@playwright/test';
import { openPublicPage, PUBLIC_SITES, WIDTHS, type PageKind } from './support/public-pages';

/**
 * Full-page screenshots of the main public pages on the French, German and Portuguese sites at both widths,
 * kept as an artefact of the run (test-results/screenshots/), for a person to look at: nothing is compared.
 */
const SHOWN: readonly PageKind[] = ['home', 'listing', 'profile', 'guide'];

for (const site of PUBLIC_SITES) {
  for (const kind of SHOWN) {
    test(`${site.country} ${kind}: screenshots at ${WIDTHS.desktop} px and ${WIDTHS.phone} px`, async ({
      page,
    }) => {
      // Two widths of a page reached through others, on a machine shared by two workers.
      test.slow();
      for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
        await page.setViewportSize({ width, height: 900 });
        await openPublicPage(page, site, kind);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/${site.country.toLowerCase()}-${kind}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
}
