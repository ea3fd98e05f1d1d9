/** The sitemaps protocol's limit per file (sitemaps.org): bigger sets are split, and the index lists them. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page of a sitemap: its absolute address and, when the data holds a true one, when it last changed. */
export interface SitemapPage {
  url: string;
  /** A W3C date or date-time (`2026-11-25`, `2026-06-01T10:00:00.000Z`). */
  lastModified?: string;
}

function urlEntry({ url, lastModified }: SitemapPage): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
  return `<url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
}

/** A `<urlset>` of pages. */
export function urlSet(pages: readonly SitemapPage[]): string {
  const entries = pages.map(urlEntry).join('\n');
  return `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n${entries}\n</urlset>\n`;
}

/** A `<sitemapindex>` of absolute sitemap addresses. */
export function sitemapIndex(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries}\n</sitemapindex>\n`;
}

/** How many files `total` addresses take, `perFile` a file; none for none. */
export function sitemapFileCount(total: number, perFile: number): number {
  return Math.ceil(total / perFile);
}
