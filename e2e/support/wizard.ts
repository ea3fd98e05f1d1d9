import { expect, type Locator, type Page } from '@playwright/test';

/** The project wizard's island on the page. */
export function wizardOf(page: Page): Locator {
  return page.locator('[data-island="project-wizard"]');
}

/** Each step's title, as its heading shows it in French. */
export const STEP_TITLES = {
  'event-type': 'Type d’événement',
  'event-details': 'Détails de l’événement',
  extras: 'Compléments',
  planners: 'Wedding planners suggérés',
  validation: 'Validation',
} as const;

export type Step = keyof typeof STEP_TITLES;

/** How long a step that loads from the server (a kept draft, the suggestions) may take on a busy machine. */
export const LOADING_MS = 20_000;

/** The wizard shows `step`: its address and its title; `loading` when the step waits on the server first. */
export async function expectStep(page: Page, step: Step, { loading = false } = {}): Promise<void> {
  const timeout = loading ? LOADING_MS : undefined;
  await expect(page).toHaveURL(new RegExp(`/projects/new/${step}$`), { timeout });
  await expect(wizardOf(page).getByRole('heading', { level: 2, name: STEP_TITLES[step] })).toBeVisible({
    timeout,
  });
}

/** Goes on to the next step. */
export async function next(page: Page): Promise<void> {
  await wizardOf(page).getByRole('button', { name: 'Suivant' }).click();
}
