import { playwrightLauncher } from '@web/test-runner-playwright';
import { fakeSmsOutbox } from './widgets/test-fixtures/fake-sms-outbox.mjs';

/**
 * Element tests in Debian's Chromium, on the built bundle: `npm run test:elements` first runs
 * `vite build --mode test`, which writes the elements and the test fixtures to `test-results/elements-build/`
 * (web-test-runner cannot compile our TSX with React; see TOOLCHAIN.md). Test files are plain ES modules.
 */
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['widgets/**/*.browser.test.js'],
  nodeResolve: true,
  concurrency: 2,
  middleware: [fakeSmsOutbox],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromium,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
