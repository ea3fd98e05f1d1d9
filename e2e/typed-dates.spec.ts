import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { DRAFT_STORAGE_KEY } from '@shared/features/project-wizard/browser-draft-store';
import { expect, test } from './support/fixtures';
import { wizardOf } from './support/wizard';

/**
 * The wizard's date as couples type it in their language (issue 19): a German browser types 12.06.2027, a
 * French one 12/06/2027, and each gets that day, not an empty field or "in the past"; a day that cannot be
 * keeps its text with a message; the step's fields are there to tab to while the date picker's code loads.
 */

// Each test walks step 1 first, on a server other test files share.
test.describe.configure({ timeout: 60_000 });

/** A year that stays in the future whatever day the tests run. */
const YEAR = new Date().getUTCFullYear() + 2;

const TEXTS = {
  de: { date: 'Datum der Veranstaltung', city: /Ort der Veranstaltung/, next: 'Weiter', june: 'Juni' },
  fr: { date: 'Date de l’événement', city: /Ville de l’événement/, next: 'Suivant', june: 'juin' },
} as const;
type Language = keyof typeof TEXTS;

function dateField(page: Page, language: Language): Locator {
  return wizardOf(page).getByRole('textbox', { name: TEXTS[language].date });
}

/** The project site in the browser's language, which the couple chose: its `locale` cookie says so. */
async function speak(context: BrowserContext, projectSite: string, language: Language): Promise<void> {
  await context.addCookies([{ name: 'locale', value: language, url: projectSite }]);
}

/** Step 1 answered (a wedding), on to step 2. */
async function openStep2(page: Page, projectSite: string, language: Language): Promise<void> {
  await page.goto(`${projectSite}/projects/new`);
  await wizardOf(page).getByRole('combobox').first().selectOption('wedding');
  await wizardOf(page).getByRole('button', { name: TEXTS[language].next }).click();
  await expect(page).toHaveURL(/\/projects\/new\/event-details$/);
}

/** The date picker's own field is there (its calendar's code loaded). */
async function pickerLoaded(page: Page): Promise<void> {
  await expect(wizardOf(page).locator('pp-date-picker .flatpickr-wrapper')).toHaveCount(1);
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('types 12.06. and the year: that day is chosen, shown with its month and kept', async ({
    page,
    context,
    projectSite,
  }) => {
    await speak(context, projectSite, 'de');
    await openStep2(page, projectSite, 'de');
    await pickerLoaded(page);
    const date = dateField(page, 'de');
    await date.fill(`12.06.${YEAR}`);
    await date.press('Tab');
    await expect(date).toHaveValue(`12 Juni ${YEAR}`);
    await expect(wizardOf(page).locator('.pp-date-picker__error')).toHaveCount(0);
    // Kept as the wizard keeps a change, a moment after it (a busy machine's reload could come first).
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_STORAGE_KEY))
      .toContain(`${YEAR}-06-12`);
    await page.reload();
    await expect(dateField(page, 'de')).toHaveValue(`12 Juni ${YEAR}`);
  });

  test('can tab to the step’s fields and type the date while the date picker’s code loads', async ({
    page,
    context,
    projectSite,
  }) => {
    await speak(context, projectSite, 'de');
    const held: Route[] = [];
    await page.route('**/chunks/date-picker-*.js', (route) => {
      held.push(route);
    });
    await openStep2(page, projectSite, 'de');
    await expect.poll(() => held.length).toBe(1);
    const date = dateField(page, 'de');
    const city = wizardOf(page).getByRole('combobox', { name: TEXTS.de.city });
    await expect(wizardOf(page).getByText('Wird geladen…')).toHaveCount(0);
    await expect(page.locator('pp-date-picker:not(:defined)')).toHaveCount(1);
    const box = await date.boundingBox();

    await wizardOf(page).getByRole('heading', { level: 2 }).focus();
    await page.keyboard.press('Tab');
    await expect(date).toBeFocused();
    await page.keyboard.type(`12.06.${YEAR}`);
    await page.keyboard.press('Tab');
    await expect(city).toBeFocused();

    for (const route of held) await route.continue();
    await expect(page.locator('pp-date-picker:defined')).toHaveCount(1);
    await expect(date).toHaveValue(`12 Juni ${YEAR}`);
    await expect(city).toBeFocused();
    // The element's field takes the room the first one had: the step does not move.
    expect(await date.boundingBox()).toEqual(box);
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('types 12/06/ and the year: that day is chosen; 31/02 stays as typed with a message', async ({
    page,
    context,
    projectSite,
  }) => {
    await speak(context, projectSite, 'fr');
    await openStep2(page, projectSite, 'fr');
    await pickerLoaded(page);
    const date = dateField(page, 'fr');
    await date.fill(`12/06/${YEAR}`);
    await date.press('Enter');
    await expect(date).toHaveValue(`12 juin ${YEAR}`);
    await expect(wizardOf(page).getByText('Vous ne pouvez pas choisir une date passée.')).toHaveCount(0);

    await date.fill(`31/02/${YEAR}`);
    await date.press('Tab');
    await expect(date).toHaveValue(`31/02/${YEAR}`);
    await expect(date).toHaveAccessibleDescription('Date invalide');
    await wizardOf(page).getByRole('button', { name: TEXTS.fr.next }).click();
    await expect(page).toHaveURL(/\/projects\/new\/event-details$/);
    await expect(date).toHaveValue(`31/02/${YEAR}`);

    await date.fill(`1206${String(YEAR).slice(2)}`);
    await date.press('Enter');
    await expect(date).toHaveValue(`12 juin ${YEAR}`);
  });
});
