import { JSDOM } from 'jsdom';

/** Test helpers: a page as a browser's parser reads it, and what its head tells search engines. */

export function parsePage(body: string): Document {
  return new JSDOM(body).window.document;
}

export interface HeadSeo {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  /** hreflang → href */
  alternates: Record<string, string>;
  prev: string | null;
  next: string | null;
  openGraph: Record<string, string>;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

export function headSeo(document: Document): HeadSeo {
  const attribute = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  const alternates: Record<string, string> = {};
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
    alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
  }
  const openGraph: Record<string, string> = {};
  for (const meta of document.querySelectorAll('meta[property^="og:"]')) {
    openGraph[meta.getAttribute('property') ?? ''] = meta.getAttribute('content') ?? '';
  }
  return {
    title: document.title,
    description: attribute('meta[name="description"]', 'content'),
    canonical: attribute('link[rel="canonical"]', 'href'),
    robots: attribute('meta[name="robots"]', 'content'),
    alternates,
    prev: attribute('link[rel="prev"]', 'href'),
    next: attribute('link[rel="next"]', 'href'),
    openGraph,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as HeadSeo['jsonLd'][number],
    ),
  };
}

/** The JSON-LD object of a type; fails the test when the page has none. */
export function jsonLdOfType(seo: HeadSeo, type: string): Record<string, unknown> {
  const found = seo.jsonLd.find((data) => data['@type'] === type);
  if (!found) throw new Error(`no JSON-LD ${type} in ${JSON.stringify(seo.jsonLd)}`);
  return found;
}
