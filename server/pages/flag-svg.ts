import { FLAG_DRAWINGS, FLAG_VIEW_BOX } from '../../shared/ui/flags/flag-drawings';
import type { FlagCountry } from '../../shared/ui/flags/flag-of-language';
import { html, SafeHtml } from './html';

/** `strokeWidth` → `stroke-width`: the drawings spell attributes as React does. */
function attributeName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The same flag the elements draw, as inline SVG for a server page; decorative (name the country beside it). */
export function flagSvg(country: FlagCountry, className: string): SafeHtml {
  const shapes = FLAG_DRAWINGS[country].map(({ tag, attributes }) => {
    const written = Object.entries(attributes).map(
      ([name, value]) => html` ${attributeName(name)}="${value}"`,
    );
    return html`<${new SafeHtml(tag)}${written} />`;
  });
  return html`<svg class="${className}" viewBox="${FLAG_VIEW_BOX}" aria-hidden="true" focusable="false">
    ${shapes}
  </svg>`;
}
