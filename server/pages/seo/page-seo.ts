import { html, type SafeHtml } from '@server/html/html';
import { jsonLdScript, type JsonLd } from './json-ld';
import type { Alternate } from './public-site';

/** What search engines and link previews read in a page's head. */
export interface PageSeo {
  /** The page's one absolute address, whatever address it was reached by. */
  canonical: string;
  /** The same page on the other country sites (itself included); empty when only this site has it. */
  alternates: readonly Alternate[];
  /** `noindex`: pages with nothing worth finding (an empty listing, search results, a 404). */
  noindex?: boolean;
  /** The previous and next pages of a paginated listing, absolute. */
  prev?: string;
  next?: string;
  openGraph: {
    type: 'website' | 'profile' | 'article';
    siteName: string;
    /** Absolute URL of the preview image. */
    image?: string;
  };
  jsonLd?: readonly JsonLd[];
}

/** `fr-FR` → `fr_FR`, the form Open Graph writes locales in. */
function openGraphLocale(locale: string): string {
  return locale.replace('-', '_');
}

/** The head tags of a page's SEO, after its title and description. */
export function seoHeadTags(
  seo: PageSeo,
  page: { title: string; description: string | undefined; lang: string },
): SafeHtml {
  const otherLocales = seo.alternates
    .map(({ hreflang }) => hreflang)
    .filter((hreflang) => hreflang !== 'x-default' && hreflang !== page.lang);
  return html`${seo.noindex ? html`<meta name="robots" content="noindex, follow" />` : ''}
    <link rel="canonical" href="${seo.canonical}" />
    ${seo.alternates.map(
      ({ hreflang, href }) => html`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
    )}
    ${seo.prev ? html`<link rel="prev" href="${seo.prev}" />` : ''}
    ${seo.next ? html`<link rel="next" href="${seo.next}" />` : ''}
    <meta property="og:type" content="${seo.openGraph.type}" />
    <meta property="og:site_name" content="${seo.openGraph.siteName}" />
    <meta property="og:title" content="${page.title}" />
    ${page.description ? html`<meta property="og:description" content="${page.description}" />` : ''}
    <meta property="og:url" content="${seo.canonical}" />
    <meta property="og:locale" content="${openGraphLocale(page.lang)}" />
    ${otherLocales.map(
      (locale) => html`<meta property="og:locale:alternate" content="${openGraphLocale(locale)}" />`,
    )}
    ${seo.openGraph.image ? html`<meta property="og:image" content="${seo.openGraph.image}" />` : ''}
    ${(seo.jsonLd ?? []).map(jsonLdScript)}`;
}
