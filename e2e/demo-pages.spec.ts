import { expect, test } from '@playwright/test';

const PHONE = { width: 390, height: 844 };

test.describe('the demo pages on a phone', () => {
  test.use({ viewport: PHONE });

  test('every demo page fits the screen: its code samples wrap', async ({ page }) => {
    await page.goto('/demo-pages/');
    const pages = await page
      .locator('main a[href$=".html"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(pages.length).toBeGreaterThan(5);
    for (const demo of ['', ...pages]) {
      await page.goto(`/demo-pages/${demo}`);
      await page.waitForLoadState('load');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, demo || 'index.html').toBeLessThanOrEqual(PHONE.width);
    }
  });
});
