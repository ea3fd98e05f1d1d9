/** The tags a rich-text value may hold: bold, underline, bullet lists, paragraphs and line breaks. */
const KEPT_TAGS = new Set(['p', 'strong', 'u', 'ul', 'li', 'br']);

/** Tags whose content is dropped with them, not unwrapped into the value. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'head',
  'title',
]);

/** `<b>` is written `<strong>`, so that one value has one spelling. */
function tagOf(element: Element): string {
  const tag = element.localName;
  return tag === 'b' ? 'strong' : tag;
}

function copyAllowed(source: Node, target: Node, insideTags: ReadonlySet<string>): void {
  for (const child of source.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = tagOf(child);
    if (DROPPED_TAGS.has(tag)) continue;
    // A format already applied by an ancestor (bold inside bold, as lexical exports it) adds nothing.
    if (!KEPT_TAGS.has(tag) || (insideTags.has(tag) && tag !== 'li' && tag !== 'ul')) {
      copyAllowed(child, target, insideTags);
      continue;
    }
    const copy = document.createElement(tag);
    target.appendChild(copy);
    copyAllowed(child, copy, new Set([...insideTags, tag]));
  }
}

/**
 * The HTML of a rich-text value, limited to `p`, `strong` (from `b` too), `u`, `ul`, `li` and `br`, without
 * any attribute: other elements are replaced by their content, scripts and styles dropped with theirs.
 * Parsed into an inert document, so nothing in it runs or loads.
 */
export function sanitizeRichTextHtml(html: string): string {
  return richTextHtmlOf(new DOMParser().parseFromString(html, 'text/html').body);
}

/**
 * The same from nodes already built (the editor's export), without parsing HTML: parsing the `style`
 * attributes lexical exports is a Content-Security-Policy violation on a page without 'unsafe-inline' styles,
 * even in an inert document.
 */
export function richTextHtmlOf(source: Node): string {
  const target = document.implementation.createHTMLDocument('');
  copyAllowed(source, target.body, new Set());
  return target.body.innerHTML;
}

/** Whether a value has text a reader would see (an empty paragraph or a lone line break does not count). */
export function hasRichText(html: string): boolean {
  const source = new DOMParser().parseFromString(html, 'text/html');
  return (source.body.textContent ?? '').trim() !== '';
}
