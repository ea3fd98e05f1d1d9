import type { DirectoryCard } from '@shared/api/contract/directory';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { flagOfLanguage } from '@shared/ui/flags/flag-of-language';
import { CARD_IMAGE_SIZE } from '@server/providers/provider-cards';
import { flagSvg, flagSymbols } from '../flag-svg';
import { html, type SafeHtml } from '../html';
import type { PublicSite } from '../seo/public-site';
import { favoriteButtonRegion } from './island-regions';

/** Cards above the fold load their image at once; the others when scrolled to. */
const EAGER_IMAGES = 4;

/** Where a provider works as cards show it: "Lyon (69)", the postal code cut to 2 characters (SPEC §9). */
export function placeOfCard(card: Pick<DirectoryCard, 'city' | 'cp'>): string {
  return [card.city, card.cp && `(${card.cp})`].filter(Boolean).join(' ');
}

/**
 * The languages a provider speaks: the flag the elements show for each (or its code where there is none),
 * named in full for assistive technology and on hover.
 */
function languageLabels(card: DirectoryCard, site: PublicSite): SafeHtml {
  if (card.langues.length === 0) return html``;
  return html`<ul
    class="card-languages"
    aria-label="${translate(site.language, 'pages.provider.languagesTitle')}"
  >
    ${card.langues.map(({ iso, label }) => {
      const flag = flagOfLanguage(iso);
      return html`<li title="${label}">
        ${flag ? flagSvg(flag, 'card-flag') : html`<span class="card-language-code" aria-hidden="true">${iso.toUpperCase()}</span>`}<span
          class="visually-hidden"
          lang="${iso}"
          >${label}</span
        >
      </li>`;
    })}
  </ul>`;
}

function marks(card: DirectoryCard, site: PublicSite): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(site.language, key);
  if (!card.isPremium && !card.hasLoggedInTheLastDays) return html``;
  return html`<ul class="provider-marks">
    ${
      card.isPremium &&
      html`<li class="provider-mark provider-mark-premium" title="${t('pages.provider.premiumHint')}">
        ${t('pages.provider.premium')}
      </li>`
    }
    ${
      card.hasLoggedInTheLastDays &&
      html`<li class="provider-mark provider-mark-active" title="${t('pages.provider.recentlyActiveHint')}">
        ${t('pages.provider.recentlyActive')}
      </li>`
    }
  </ul>`;
}

/** One provider of a listing or of search results; `index` is its place on the page. */
export function providerCard(card: DirectoryCard, site: PublicSite, index: number): SafeHtml {
  const place = placeOfCard(card);
  const nameId = `provider-${card.id}`;
  return html`<li class="directory-card">
    <article aria-labelledby="${nameId}">
      ${
        card.profileImage
          ? html`<img
              class="card-photo"
              src="${card.profileImage}"
              width="${CARD_IMAGE_SIZE.width}"
              height="${CARD_IMAGE_SIZE.height}"
              alt=""
              loading="${index < EAGER_IMAGES ? 'eager' : 'lazy'}"
              decoding="async"
            />`
          : html`<span class="card-photo card-photo-empty" aria-hidden="true"></span>`
      }
      <div class="card-body">
        <h2 class="card-name" id="${nameId}"><a href="${card.profileUrl}">${card.name}</a></h2>
        ${place && html`<p class="card-place">${place}</p>`} ${marks(card, site)}
        ${languageLabels(card, site)} ${card.excerpt && html`<p class="card-excerpt">${card.excerpt}</p>`}
      </div>
      ${favoriteButtonRegion(card, site)}
    </article>
  </li>`;
}

/** The cards of a page, with the drawings of the flags they show. */
export function providerCardList(cards: readonly DirectoryCard[], site: PublicSite): SafeHtml {
  const flags = cards.flatMap((card) => card.langues.flatMap(({ iso }) => flagOfLanguage(iso) ?? []));
  return html`${flagSymbols(flags)}
    <ul class="directory-cards">
      ${cards.map((card, index) => providerCard(card, site, index))}
    </ul>`;
}
