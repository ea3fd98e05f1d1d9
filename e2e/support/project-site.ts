import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { measureOverflow, WIDTHS } from './public-pages';
import { expectNoAccessibilityViolations } from './accessibility';

/** The project site's origin beside the run's base URL (`http://projet.localhost:3100`). */
export function projectOrigin(baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//projet.${base.hostname}:${base.port}`;
}

/** Axe finds nothing on the page as it stands, at the desktop width then on a phone (the page is left at 390 px). */
export async function expectAxeCleanAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAccessibilityViolations(page, `${what} at ${width} px`);
  }
}

/** Nothing on the page is wider than a 390 px phone (the page is left at that width). */
export async function expectNoOverflowOnPhone(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
  const { scrollWidth, innerWidth, widest } = await measureOverflow(page);
  expect(scrollWidth, `${what} at ${innerWidth} px; widest: ${widest ?? 'none'}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** How many times the page loaded a document (a reload counts), from now on. */
export function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * Answers the built chunk of island `name` with a module that renders the real island's element with a
 * component that throws: what a bug while rendering does, for the failure boundary to catch.
 */
export async function breakIsland(page: Page, name: string): Promise<void> {
  const chunk = new RegExp(`/${name}-island-[\\w-]+\\.js$`);
  await page.route(
    (url) => chunk.test(url.pathname) && url.search === '',
    async (route: Route) => {
      const original = `${new URL(route.request().url()).pathname}?original`;
      await route.fulfill({
        contentType: 'text/javascript',
        body: `import island from ${JSON.stringify(original)};
          const Broken = () => { throw new Error('An island forced to fail by the test.'); };
          export default { render: (props) => ({ ...island.render(props), type: Broken }) };`,
      });
    },
  );
}

/** The failure screen an island that throws shows (SPEC §8), and its button. */
export async function expectFailureScreen(page: Page): Promise<void> {
  await expect(page.getByText("Oups ! Quelque chose s'est mal passé")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualiser la page' })).toBeVisible();
}

/** What a link opening a new tab adds to its name for screen readers (shared/ui's NewTabLink, in French). */
const NEW_TAB = ' (s’ouvre dans un nouvel onglet)';

/** The name a link opening a new tab shows: its accessible name without the new-tab words. */
export async function newTabLinkText(heading: Locator): Promise<string> {
  const text = (await heading.innerText()).trim();
  return text.endsWith(NEW_TAB.trim()) ? text.slice(0, -NEW_TAB.trim().length).trim() : text;
}

/** The accessible name of a link opening a new tab whose text is `text`. */
export function newTabLinkName(text: string): string {
  return `${text}${NEW_TAB}`;
}
