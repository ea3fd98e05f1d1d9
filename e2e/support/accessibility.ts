import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (its open dialogs, the islands over the server's HTML), or on the part
 * `within` picks (a long listing makes a whole-page run slow), and expects no violation; `what` names the state
 * in the failure message. Only violations are gathered: the details of what passed are a quarter of a run.
 */
export async function expectNoAccessibilityViolations(
  page: Page,
  what: string,
  within?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
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
