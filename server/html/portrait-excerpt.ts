/** How long a card's excerpt is at most, ellipsis included. */
export const PORTRAIT_EXCERPT_LENGTH = 160;

/** Elements that end a line of text: their boundary becomes a space, so "…</p><p>Next" keeps two words. */
const BLOCK_BOUNDARY = /<\/?(?:p|br|ul|ol|li|div|h[1-6])\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
/** The only references an HTML serializer writes in text (and DOMPurify's output is serialized HTML). */
const TEXT_REFERENCES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The plain text of sanitised HTML (what `sanitizeHtml` returns): tags removed, block boundaries as spaces,
 * the serializer's character references decoded, white space collapsed. Not for arbitrary HTML: a `>`
 * inside an attribute or a comment would need a parser, and sanitised HTML has neither.
 */
export function plainTextOfSanitizedHtml(html: string): string {
  return html
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(ANY_TAG, '')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (reference) => TEXT_REFERENCES[reference] ?? reference)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A card's excerpt of a sanitised portrait: its plain text, cut after the last whole word that fits in
 * `maxLength` with a final "…" (a single over-long word is cut where it must be). Written with the portrait,
 * so listings never parse HTML.
 */
export function portraitExcerpt(sanitizedHtml: string, maxLength = PORTRAIT_EXCERPT_LENGTH): string {
  const text = plainTextOfSanitizedHtml(sanitizedHtml);
  const characters = [...text];
  if (characters.length <= maxLength) return text;
  const room = characters.slice(0, maxLength - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}
