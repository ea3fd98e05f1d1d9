import { translate } from '@server/i18n/translate';
import { SITES } from '@shared/sites';
import { VISUALLY_HIDDEN_CLASS } from '@shared/ui/visually-hidden/visually-hidden-class';
import { html, type SafeHtml } from '@server/html/html';
import type { PublicSite, SiteUrls } from '../seo/public-site';

/** A globe, drawn: the switcher's name is its text. */
const GLOBE = html`<svg class="site-switcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <circle cx="12" cy="12" r="9" />
  <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
</svg>`;

/** A country site as it names itself: its country and its language, in that language ("Deutschland · Deutsch"). */
function ownName(country: keyof typeof SITES): string {
  const language = SITES[country].languages[0];
  return `${translate(language, `countries.${country}`)} · ${translate(language, `languages.${language}`)}`;
}

/**
 * The country and language switcher: the configured country sites, each named in its own language (each
 * site speaks its default language). A `<details>`: opened and closed by mouse, keyboard or touch without
 * JavaScript.
 */
export function countrySwitcher(site: Pick<PublicSite, 'country' | 'language'>, urls: SiteUrls): SafeHtml {
  const label = translate(site.language, 'pages.header.switcherLabel');
  return html`<details class="site-switcher">
    <summary class="site-switcher__toggle">
      ${GLOBE}<span class="${VISUALLY_HIDDEN_CLASS}">${label}: </span><span>${ownName(site.country)}</span>
    </summary>
    <ul class="site-switcher__list" aria-label="${label}">
      ${urls.countries.map(({ country, url }) => {
        const { defaultLocale, languages } = SITES[country];
        return html`<li>
          <a
            href="${url}/"
            hreflang="${defaultLocale}"
            lang="${languages[0]}"
            ${country === site.country ? html`aria-current="true"` : ''}
            >${ownName(country)}</a
          >
        </li>`;
      })}
    </ul>
  </details>`;
}
