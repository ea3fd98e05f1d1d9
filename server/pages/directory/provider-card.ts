import type { DirectoryCard } from '@shared/api/contract/directory';
import { translate } from '@server/i18n/translate';
import { badgeClassName } from '@shared/ui/badge/badge-class';
import { PROVIDER_CARD_CLASSES as CARD } from '@shared/ui/provider-card/provider-card-classes';
import { providerCardView, type ProviderCardView } from '@shared/ui/provider-card/provider-card-view';
import { CARD_IMAGE_SIZE } from '@server/providers/provider-cards';
import { flagSvg, flagSymbols } from '../flag-svg';
import { html, type SafeHtml } from '@server/html/html';
import type { PublicSite } from '../seo/public-site';
import { favoriteButtonRegion } from './island-regions';

/** Cards above the fold load their image at once; the others when scrolled to. */
const EAGER_IMAGES = 4;

/**
 * What a card of this site shows of a provider, as the React cards show it. The photo is the API's card image
 * as it comes (CARD_IMAGE_SIZE, density 1): the listing shows it at most that wide.
 */
function cardView(card: DirectoryCard, site: PublicSite): ProviderCardView {
  return providerCardView(card, {
    photoSize: CARD_IMAGE_SIZE.width,
    photoDensity: 1,
    pageUrl: site.origin,
    t: (key) => translate(site.language, key),
  });
}

function photo(view: ProviderCardView, index: number): SafeHtml {
  if (!view.photo) {
    return html`<span class="${CARD.photo} ${CARD.photoPlaceholder}" aria-hidden="true"
      >${view.initials}</span
    >`;
  }
  return html`<img
    class="${CARD.photo}"
    src="${view.photo.src}"
    width="${view.photo.width}"
    height="${view.photo.height}"
    alt=""
    loading="${index < EAGER_IMAGES ? 'eager' : 'lazy'}"
    decoding="async"
  />`;
}

/**
 * Premium member, recently active: the badges of the React cards (shared/ui/badge), each hint shown on hover
 * and on keyboard focus and read as the mark's description. `idPrefix` makes the hints' ids unique on the page.
 */
export function providerMarks(view: ProviderCardView, idPrefix: string): SafeHtml {
  if (view.marks.length === 0) return html``;
  return html`<ul class="${CARD.marks}">
    ${view.marks.map((mark) => {
      const hintId = `${idPrefix}-${mark.kind}`;
      return html`<li>
        <span class="${badgeClassName(mark.kind)}"
          ><span class="pp-ui-badge__anchor" tabindex="0" aria-describedby="${hintId}">${mark.label}</span
          ><span class="pp-ui-badge__hint" role="tooltip" id="${hintId}">${mark.hint}</span></span
        >
      </li>`;
    })}
  </ul>`;
}

/**
 * The languages a provider speaks, as the React cards show them (ProviderLanguages): the flag the elements
 * show for each, named as an image, or the language's code, named for assistive technology; named in full on
 * hover too.
 */
export function providerLanguages(view: ProviderCardView): SafeHtml {
  if (view.languages.length === 0) return html``;
  return html`<ul class="${CARD.languages}" aria-label="${view.languagesLabel}">
    ${view.languages.map(
      (language) =>
        html`<li title="${language.label}">
          ${
            language.flag
              ? flagSvg(language.flag, `pp-ui-flag ${CARD.flag}`, language.label)
              : html`<span class="${badgeClassName('language')}"
                  ><span aria-hidden="true">${language.code}</span
                  ><span class="pp-ui-visually-hidden" lang="${language.iso}">${language.label}</span></span
                >`
          }
        </li>`,
    )}
  </ul>`;
}

/**
 * One provider of a listing or of search results; `index` is its place on the page. The same elements and
 * classes as the search island's card (islands/directory/search/result-card.tsx), styled by the same sheet.
 */
function providerCard(
  card: DirectoryCard,
  view: ProviderCardView,
  site: PublicSite,
  index: number,
): SafeHtml {
  const nameId = `provider-${card.id}`;
  return html`<li class="directory-card">
    <article class="${CARD.card} ${CARD.listing} pp-ui-theme" aria-labelledby="${nameId}">
      ${photo(view, index)}
      <div class="${CARD.main}">
        <h2 class="${CARD.name}" id="${nameId}"><a href="${view.profileUrl}">${view.name}</a></h2>
        ${view.place && html`<p class="${CARD.place}">${view.place}</p>`} ${providerMarks(view, nameId)}
        ${providerLanguages(view)} ${view.excerpt && html`<p class="${CARD.excerpt}">${view.excerpt}</p>`}
      </div>
      <div class="${CARD.heart}">${favoriteButtonRegion(card, site)}</div>
    </article>
  </li>`;
}

/** The cards of a page, with the drawings of the flags they show. */
export function providerCardList(cards: readonly DirectoryCard[], site: PublicSite): SafeHtml {
  const shown = cards.map((card) => ({ card, view: cardView(card, site) }));
  const flags = shown.flatMap(({ view }) => view.languages.flatMap(({ flag }) => flag ?? []));
  return html`${flagSymbols(flags)}
    <ul class="directory-cards">
      ${shown.map(({ card, view }, index) => providerCard(card, view, site, index))}
    </ul>`;
}
