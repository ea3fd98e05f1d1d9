import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';

const PHONE = { width: 390, height: 844 };
const DEMO_PAGES = readdirSync('demo-pages').filter((file) => file.endsWith('.html'));

test.describe('the demo pages on a phone', () => {
  test.use({ viewport: PHONE });

  for (const demo of DEMO_PAGES) {
    test(`${demo} fits the screen: its code samples wrap`, async ({ page }) => {
      await page.goto(`/demo-pages/${demo}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }
});
