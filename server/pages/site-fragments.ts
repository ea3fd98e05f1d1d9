import type { PublicSite, SiteUrls } from './seo/public-site';

/**
 * Sites a fragment is kept for. A site's origin comes from the configuration, or from the request's Host
 * when the configuration has none for its country: past this many, fragments are built and not kept.
 */
const KEPT_SITES = 64;

/**
 * A part of a country site's pages that depends on the site and the process's addresses only (its header,
 * its footer), built once per site and kept: a page then copies it instead of rendering it again. `build`
 * must read nothing but its arguments.
 */
export function oncePerSite<Fragment>(
  build: (site: PublicSite, urls: SiteUrls) => Fragment,
): (site: PublicSite, urls: SiteUrls) => Fragment {
  const byUrls = new WeakMap<SiteUrls, Map<string, Fragment>>();
  return (site, urls) => {
    let bySite = byUrls.get(urls);
    if (!bySite) {
      bySite = new Map();
      byUrls.set(urls, bySite);
    }
    const key = `${site.country} ${site.language} ${site.locale} ${site.origin}`;
    let fragment = bySite.get(key);
    if (fragment === undefined) {
      fragment = build(site, urls);
      if (bySite.size < KEPT_SITES) bySite.set(key, fragment);
    }
    return fragment;
  };
}
