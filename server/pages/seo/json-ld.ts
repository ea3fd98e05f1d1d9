import { SafeHtml } from '@server/html/html';

/** A schema.org object as JSON-LD writes it. */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** A page's position in the site, for breadcrumbs and their JSON-LD. */
export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The providers a listing page shows, numbered from `firstPosition` (page 2 starts at 21). */
export function itemList(
  items: readonly { name: string; url: string }[],
  { firstPosition, total }: { firstPosition: number; total: number },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: item.url,
      name: item.name,
    })),
  };
}

/**
 * A `<script type="application/ld+json">`. JSON is not HTML: `<` is written as `\u003c` so that no value
 * (a provider named `</script>…`) can end the script, and the two line separators JavaScript once refused
 * are escaped the same way.
 */
export function jsonLdScript(data: JsonLd): SafeHtml {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(`<script type="application/ld+json">${json}</script>`);
}
