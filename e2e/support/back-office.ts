import type { Page } from '@playwright/test';

/** The back-office's origin beside the run's base URL (`http://pro.localhost:3100`). */
export function backOfficeOrigin(baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//pro.${base.hostname}:${base.port}`;
}

/**
 * The signed-in provider's public profile, as its dashboard links to it (on its country's site): the page is
 * left on the dashboard.
 */
export async function dashboardProfileLink(page: Page, backOffice: string): Promise<string> {
  await page.goto(`${backOffice}/`);
  const profile = await page
    .getByRole('link', { name: 'Voir mon profil dans l’annuaire' })
    .getAttribute('href');
  if (!profile) throw new Error('the dashboard links to no profile');
  return profile;
}
