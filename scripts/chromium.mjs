import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, the only browser the tests and the bench use (never downloaded), and the flags it runs
 * headless with on a machine without a network: without the background-networking ones it keeps trying to reach
 * Google.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell): Chromium's engine without the browser around it,
 * what Playwright itself runs headless tests in. The page tests take two thirds of the time in it that they take
 * in the whole browser, which draws a window nobody sees.
 */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the element and page tests drive: CHROME_PATH, else the headless shell when installed. */
export const TEST_BROWSER_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How the bench launches Chromium. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: FLAGS };

/** How the element and page tests launch their browser. */
export const TEST_BROWSER_LAUNCH_OPTIONS = { ...CHROMIUM_LAUNCH_OPTIONS, executablePath: TEST_BROWSER_PATH };
