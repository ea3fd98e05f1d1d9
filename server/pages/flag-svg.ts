import { FLAG_DRAWINGS, FLAG_VIEW_BOX } from '@shared/ui/flags/flag-drawings';
import type { FlagCountry } from '@shared/ui/flags/flag-of-language';
import { html, SafeHtml } from '@server/html/html';

/** `strokeWidth` → `stroke-width`: the drawings spell attributes as React does. */
function attributeName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const symbolId = (country: FlagCountry) => `pp-flag-${country}`;

/**
 * The drawings of `countries`, once per page, for `flagSvg` to point to: a listing shows a flag per language
 * on each of its cards, and drawing each in full would make a fifth of the page.
 */
export function flagSymbols(countries: Iterable<FlagCountry>): SafeHtml {
  const symbols = [...new Set(countries)].map((country) => {
    const shapes = FLAG_DRAWINGS[country].map(({ tag, attributes }) => {
      const written = Object.entries(attributes).map(
        ([name, value]) => html` ${attributeName(name)}="${value}"`,
      );
      return html`<${new SafeHtml(tag)}${written} />`;
    });
    return html`<symbol id="${symbolId(country)}" viewBox="${FLAG_VIEW_BOX}">${shapes}</symbol>`;
  });
  // `hidden` does not hide an element of the SVG namespace: the sprite is taken out of the flow by its class
  // (a `style` attribute is refused by the pages' Content-Security-Policy) and drawn at no size.
  return symbols.length > 0
    ? html`<svg class="flag-sprite" width="0" height="0" aria-hidden="true" focusable="false">
        ${symbols}
      </svg>`
    : html``;
}

/**
 * The same flag the elements draw (shared/ui/flags), from the page's `flagSymbols`: named by `label` as an
 * image, as the React `Flag` is; without one, decorative (name the country beside it).
 */
export function flagSvg(country: FlagCountry, className: string, label?: string): SafeHtml {
  const role = label ? html`role="img" aria-label="${label}"` : html`aria-hidden="true"`;
  return html`<svg class="${className}" viewBox="${FLAG_VIEW_BOX}" ${role} focusable="false">
    <use href="#${symbolId(country)}" />
  </svg>`;
}
