import { html, type SafeHtml } from './html';

/**
 * An address in a text: up to the first space, quote or angle bracket, without the punctuation that closes
 * the sentence around it ("… at https://example.fr/x." links https://example.fr/x).
 */
const ADDRESS = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)»]/g;

/** A plain text as HTML, escaped, every http(s) address in it a link. */
export function linkedText(text: string): SafeHtml {
  const parts: SafeHtml[] = [];
  let copied = 0;
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(html`${text.slice(copied, match.index)}<a href="${match[0]}">${match[0]}</a>`);
    copied = match.index + match[0].length;
  }
  parts.push(html`${text.slice(copied)}`);
  return html`${parts}`;
}
