import { CATALOGS } from './catalogs';
import { LANGUAGES } from './languages';
import { getI18n } from './load-texts';

/*
 * Setup of the unit tests (vitest.config.ts): code under test translates synchronously, as it does in a page
 * once its element has loaded its texts, so every language's whole catalog is there before any test runs.
 * Loading on demand is tested in load-texts.test.ts, and what a page downloads in Chromium
 * (widgets/define/element-texts.browser.test.js).
 */
for (const language of LANGUAGES) {
  getI18n(language).addResourceBundle(language, 'translation', CATALOGS[language], true, true);
}
