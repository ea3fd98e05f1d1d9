import type { Browser, Page } from '@playwright/test';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { expect, test } from './support/provider';
import { dashboardProfileLink } from './support/back-office';

/**
 * Issue 23's statistics in Chromium: a couple's browser opens a new provider's public profile, opens it
 * again the same day, and a crawler opens it too; the provider's statistics page then shows exactly one view,
 * its table says what its chart draws, and the page is axe-clean at both widths and usable with the keyboard.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Opens `url` in a browser of its own, from `address` (the server trusts the proxy's header in the run). */
async function visitAs(browser: Browser, url: string, userAgent: string, address: string, times = 1) {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const visitor = await context.newPage();
  for (let time = 0; time < times; time += 1) {
    const response = await visitor.goto(url);
    expect(response?.status()).toBe(200);
  }
  await context.close();
}

/** The table's days and figures, as `[date, views]`, the same shape as the chart's `data-series`. */
async function tableSeries(page: Page): Promise<[string, number][]> {
  return page
    .locator('table.pp-statistics__daily tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-date') ?? '',
        Number((row.querySelector('td')?.textContent ?? '').replace(/\D/g, '')),
      ]),
    );
}

async function chartSeries(page: Page): Promise<[string, number][]> {
  const series = await page.locator('.pp-statistics__chart').getAttribute('data-series');
  return JSON.parse(series ?? '[]') as [string, number][];
}

test('the statistics page shows the one view a couple made, its table matching its chart', async ({
  page,
  browser,
  backOffice,
  baseURL,
  signedInNewProvider: _signedIn,
}) => {
  test.setTimeout(90_000);
  const profile = await dashboardProfileLink(page, backOffice);
  const profileUrl = `${baseURL}${new URL(profile).pathname}`;
  const address = `2001:db8:5e:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;

  // The couple twice the same day, then a crawler: one view.
  await visitAs(browser, profileUrl, CHROME, address, 2);
  await visitAs(browser, profileUrl, GOOGLEBOT, '66.249.66.1');

  await page.goto(`${backOffice}/statistics`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 derniers jours' })).toBeChecked();
  await expect(page.getByTestId('views-total')).toHaveText('1');
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.locator(`table.pp-statistics__daily tr[data-date="${today}"] td`)).toHaveText('1');
  const chart = await chartSeries(page);
  expect(chart).toHaveLength(30);
  expect(chart.reduce((sum, [, views]) => sum + views, 0)).toBe(1);
  expect(await tableSeries(page)).toEqual(chart);
  // The funnel starts with the same view.
  await expect(
    page.locator('.pp-statistics__step').filter({ hasText: 'Vues du profil' }).locator('strong'),
  ).toHaveText('1');

  // The period, by the keyboard: the radio group's arrows.
  await page.getByRole('radio', { name: '30 derniers jours' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: '7 derniers jours' })).toBeChecked();
  await expect.poll(async () => (await chartSeries(page)).length).toBe(7);
  expect(await tableSeries(page)).toEqual(await chartSeries(page));
  await expect(page.getByTestId('views-total')).toHaveText('1');

  await expectAxeCleanAtBothWidths(page, '/statistics');
  await expectNoOverflowOnPhone(page, '/statistics');
});
