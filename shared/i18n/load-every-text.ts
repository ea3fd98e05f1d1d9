import { EVERY_TEXT, NAMESPACES } from './catalogs';
import { LANGUAGES } from './languages';
import { TEXTS } from './load-texts';

/*
 * Setup of the unit tests (vitest.config.ts): code under test translates synchronously, as it does in a page
 * once its element has loaded its texts, so every text of every language is in the page's store before any
 * test runs. Loading on demand is tested in load-texts.test.ts and translate.test.ts, and what a page
 * downloads in Chromium (widgets/define/element-texts.browser.test.js).
 */
for (const language of LANGUAGES) {
  for (const namespace of NAMESPACES) TEXTS.addTexts(language, namespace, EVERY_TEXT[namespace][language]);
}
