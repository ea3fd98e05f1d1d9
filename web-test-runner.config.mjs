import { playwrightLauncher } from '@web/test-runner-playwright';
import { TEST_BROWSER_LAUNCH_OPTIONS } from './scripts/chromium.mjs';
import { fakeContactApi } from './widgets/test-fixtures/fake-contact-api.mjs';
import { fakeSmsOutbox } from './widgets/test-fixtures/fake-sms-outbox.mjs';
import { fakeTracking } from './widgets/test-fixtures/fake-tracking.mjs';

/**
 * Element tests in Debian's Chromium, on the built bundle: `npm run test:elements` first runs
 * `vite build --mode test`, which writes the elements and the test fixtures to `test-results/elements-build/`
 * (web-test-runner cannot compile our TSX with React; see docs/toolchain.md). Test files are plain ES modules.
 */
export default {
  files: ['widgets/**/*.browser.test.js', 'islands/**/*.browser.test.js'],
  nodeResolve: true,
  concurrency: 2,
  middleware: [fakeSmsOutbox, fakeContactApi, fakeTracking],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: TEST_BROWSER_LAUNCH_OPTIONS,
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
