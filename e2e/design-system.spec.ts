import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility';

/** A country site's address on the test server: `''` is the French one. */
function siteUrl(prefix: string, path: string): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//${prefix ? `${prefix}.` : ''}localhost:${base.port}${path}`;
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('on a 390 px phone, without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('the header folds its navigation into a menu that opens from the keyboard', async ({ page }) => {
    await page.goto(siteUrl('de', '/wedding-planners/'));
    const menu = page.locator('details.site-menu');
    const directory = page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Verzeichnis' });
    await expect(directory).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.locator(':scope > summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(directory).toBeVisible();
    await expect(page.getByRole('link', { name: 'Projekt starten' })).toBeVisible();

    await page.locator('.site-switcher summary').click();
    const sites = page.getByRole('list', { name: 'Land und Sprache' }).getByRole('link');
    await expect(sites).toHaveCount(7);
    await expect(sites.filter({ hasText: 'Português' })).toHaveAttribute('href', siteUrl('pt', '/'));
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  for (const [prefix, path] of [
    ['', '/'],
    ['', '/wedding-planners/'],
    ['de', '/listDepartement'],
    ['pt', '/guide/list'],
    ['', '/cgv/'],
  ] as const) {
    test(`${prefix || 'fr'}${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(siteUrl(prefix, path));
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the navigation is shown at once, and the switcher opens over the page', async ({ page }) => {
    await page.goto(siteUrl('pt', '/wedding-planners/'));
    await expect(page.locator('.site-menu > summary')).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first(),
    ).toBeVisible();
    await page.locator('.site-switcher summary').click();
    await expect(page.getByRole('link', { name: 'Deutschland · Deutsch' })).toBeVisible();
    await expectNoAccessibilityViolations(page, 'the header, its switcher open', 'body > header');
  });

  test('pages are set in the web fonts, both preloaded', async ({ page }) => {
    await page.goto(siteUrl('', '/'));
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads.first()).toHaveAttribute('href', /inter-latin-wght-normal/);
    await expect(preloads.nth(1)).toHaveAttribute('href', /fraunces-latin-wght-normal/);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        loaded: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      };
    });
    expect(fonts.body).toMatch(/^"Inter Variable"/);
    expect(fonts.heading).toMatch(/^"Fraunces Variable"/);
    expect(fonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Fraunces Variable']));
  });

  test('the style guide draws every component from the site stylesheet, every colour contrasted', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/demo-pages/style-guide.html');
    await expect(page.locator('[data-contrast] tr')).toHaveCount(7);
    await expect(page.locator('.sg-fail')).toHaveCount(0);
    await expectNoAccessibilityViolations(page, 'the style guide', 'main');
    await expect(page.locator('.pp-ui-button--primary').first()).toHaveCSS(
      'background-color',
      'rgb(155, 44, 85)',
    );
    await page.getByRole('button', { name: 'Open the dialog' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to keep your favourites' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
