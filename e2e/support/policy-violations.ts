import type { Page } from '@playwright/test';

/**
 * What Chromium says the page's Content-Security-Policy blocked, from now on: the console's reports, which name
 * the directive and the address. A page test expects it empty at its end.
 */
export function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
