import { expect, test as base, type Page } from '@playwright/test';
import { startIsland } from './support/directory-islands';
import { collectPolicyViolations } from './support/policy-violations';

/**
 * The pages under the server's Content-Security-Policy, in Chromium: the policy is sent and enforced, and
 * every kind of page (a public listing with the search island, a profile with the contact widget and the
 * gallery, the demo pages of the input elements) works with it and breaks none of its rules. No SMS code.
 */

/** A plain square for every image: the first request of each seeded image makes the server encode it. */
const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#c9a9b6"/></svg>';

/** Every CSP violation a test's pages reported: the DOM event of each document, and Chromium's console line. */
const test = base.extend<{ violations: string[] }>({
  violations: async ({ page }, provide) => {
    const violations = collectPolicyViolations(page);
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(violation: string): void })
          .reportCspViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    await page.route('**/images/**', (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE }),
    );
    await provide(violations);
  },
});

/** Opens `path` and checks that the page came with the strict page policy. */
async function openUnderPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `the policy of ${path}`).toContain("script-src 'self'");
  expect(policy, `the policy of ${path}`).toContain("style-src 'self'");
}

/** The path of the first profile the French listing links to. */
async function firstProfilePath(page: Page): Promise<string> {
  const listing = await page.request.get('/wedding-planners/');
  const path = /href="(\/wedding-planner\/[^"]+)"/.exec(await listing.text())?.[1];
  if (!path) throw new Error('the French listing links to no profile');
  return path;
}

/** The echo page's row of a submitted field: its name, then its value. */
function echoed(page: Page, name: string, value: string | RegExp) {
  return page.getByRole('row', { name: typeof value === 'string' ? `${name} ${value}` : value, exact: true });
}

test('the policy is enforced: a script injected into a profile page does not run', async ({
  page,
  violations,
}) => {
  await openUnderPolicy(page, await firstProfilePath(page));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((violation) => violation.startsWith('script-src-elem'))).toBe(true);
});

test('a profile page cannot be framed by another site', async ({ page, baseURL }) => {
  const profile = new URL(await firstProfilePath(page), baseURL).href;
  await page.route('http://framing-site.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe src="${profile}"></iframe>` }),
  );
  await page.goto('http://framing-site.test/');
  // Chromium replaces a refused frame with its error page.
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toEqual(['http://framing-site.test/', 'chrome-error://chromewebdata/']);
});

test('the public listing and its search island work under the policy', async ({ page, violations }) => {
  await openUnderPolicy(page, '/wedding-planners/');
  await startIsland(page.locator('[data-island="directory-search"]'));
  const search = page.locator('.pp-directory-search');
  await expect(search.getByRole('search', { name: 'Trouver un wedding planner' })).toBeVisible();
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(
    search.getByRole('heading', { level: 2, name: /^Wedding planners trouvés : \d+$/ }),
  ).toBeVisible();
  const city = search.getByRole('combobox', { name: 'Ville' });
  await city.pressSequentially('Lyon');
  await expect(search.getByRole('option', { name: /^Lyon/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a profile page shows its contact widget and its gallery under the policy', async ({
  page,
  violations,
}) => {
  await openUnderPolicy(page, await firstProfilePath(page));
  const widget = page.locator('pp-contact-widget');
  await expect(widget.getByRole('heading', { level: 2, name: 'Contactez ce wedding planner' })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('612345678');
  await expect(widget.getByRole('button', { name: 'Recevoir le code par SMS' })).toBeEnabled();

  const gallery = page.locator('pp-carousel');
  // The gallery starts when it nears the screen, below the portrait, the experiences and the services.
  await gallery.first().scrollIntoViewIfNeeded();
  await expect(gallery.locator('.splide.is-initialized').first()).toBeVisible();
  await gallery.getByRole('button', { name: 'Photo suivante' }).first().click();
  expect(violations).toEqual([]);
});

test('the date picker opens its calendar and its form posts under the policy', async ({
  page,
  violations,
}) => {
  await openUnderPolicy(page, '/demo-pages/date-picker.html');
  // Upgraded: the field shows the date in words.
  const field = page.getByLabel(/^Date de l'événement \(obligatoire/);
  await expect(field).toHaveValue('12 juin 2027');
  await field.click();
  await expect(page.locator('.flatpickr-calendar.open')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Envoyer' }).first().click();
  await expect(echoed(page, 'eventDate', '2027-06-12')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the rich-text field edits and submits its value under the policy', async ({ page, violations }) => {
  await openUnderPolicy(page, '/demo-pages/rich-text.html');
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.click();
  await notes.pressSequentially('Un mariage ');
  await page.keyboard.press('ControlOrMeta+b');
  await notes.pressSequentially('en été');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(echoed(page, 'notes', '<p>Un mariage <strong>en été</strong></p>')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the phone mask formats and submits its number under the policy', async ({ page, violations }) => {
  await openUnderPolicy(page, '/demo-pages/phone-mask.html');
  const belgian = page.getByRole('textbox', { name: 'Téléphone en Belgique (facultatif)' });
  await belgian.fill('0470123456');
  await expect(belgian).toHaveValue('0470 12 34 56');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(echoed(page, 'phone_be', '+32470123456')).toBeVisible();
  expect(violations).toEqual([]);
});

test('the carousel builds its slider and thumbnails under the policy', async ({ page, violations }) => {
  await openUnderPolicy(page, '/demo-pages/carousel.html');
  const carousel = page.locator('pp-carousel').first();
  await expect(carousel.locator('.splide.is-initialized')).toHaveCount(2);
  await carousel.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(carousel.getByRole('group', { name: /^2 sur \d+$/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
});
