import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { nativeLanguageName, type Language } from '@shared/i18n';
import { COUNTRY_CODES, SITES } from '@shared/sites';
import { buttonClassName } from '@shared/ui/button/button-class';
import { VISUALLY_HIDDEN_ON_WIDE_CLASS } from '@shared/ui/visually-hidden/visually-hidden-class';
import { html, type SafeHtml } from '@server/html/html';
import { LOCALE_CHOSEN_PARAM, LOCALE_PARAM, localeTag } from '../visitor-locale';
import type { ProjectPageLanguage } from './project-layout';

const SELECT_ID = 'locale-switch';

/**
 * The project site's country and language switch (docs/product/languages-and-sites.md#shared-hosts): a GET
 * form with no action, so it reloads the page the couple is on (its address as the browser shows it), with
 * the locale they chose, `chosen`, and the address's other parameters (the wizard's planner). One select of
 * each country's site languages, grouped by country; the page's own locale is selected, and listed in its
 * country's group even when that site does not offer it (a signed-in couple's own language).
 */
export function localeSwitch(page: ProjectPageLanguage): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(page.language, key);
  const current = localeTag(page);
  const groups = COUNTRY_CODES.map((country) => {
    const countryName = t(`countries.${country}`);
    const languages: Language[] = [...SITES[country].languages];
    if (country === page.country && !languages.includes(page.language)) languages.push(page.language);
    return html`<optgroup label="${countryName}">
      ${languages.map((language) => {
        const value = localeTag({ language, country });
        return html`<option value="${value}" ${value === current ? html`selected` : ''}>
          ${countryName} · ${nativeLanguageName(language)}
        </option>`;
      })}
    </optgroup>`;
  });
  return html`<form class="locale-switch" method="get">
    <label class="locale-switch__label ${VISUALLY_HIDDEN_ON_WIDE_CLASS}" for="${SELECT_ID}"
      >${t('pages.header.switcherLabel')}</label
    >
    <span class="locale-switch__controls">
      <select class="pp-ui-field__input pp-ui-field__select" id="${SELECT_ID}" name="${LOCALE_PARAM}">
        ${groups}
      </select>
      <input type="hidden" name="${LOCALE_CHOSEN_PARAM}" value="1" />
      ${page.keptQuery.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
      <button class="${buttonClassName('secondary')}" type="submit">
        ${t('pages.projectSite.localeSwitch.submit')}
      </button>
    </span>
  </form>`;
}
