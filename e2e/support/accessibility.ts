import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (its open dialogs, the islands over the server's HTML), or on the part
 * `within` picks (a long listing makes a whole-page run slow), and expects no violation; `what` names the state
 * in the failure message. Only violations are gathered: the details of what passed are a quarter of a run.
 *
 * A page without frames is audited by one `axe.run` in it (the builder's legacy mode): the default runs axe in
 * each frame, then merges the results in a blank page it opens and loads axe into, which is what cross-origin
 * frames need and more than half of each audit's time (the directory's listing: 11 s against 4, on a busy
 * two-core machine). A page with frames keeps the default, so that no frame goes untested.
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  what: string,
  within?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'no impact given'}): ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    ),
    `axe violations on ${what}`,
  ).toEqual([]);
}
