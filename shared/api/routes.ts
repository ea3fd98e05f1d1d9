/**
 * Named page routes, as the legacy templates name them: elements link to pages by name, and the reference
 * server mounts the pages at the same paths.
 */
export const PAGE_ROUTES = {
  /** Terms of sale. */
  front_cgv: '/cgv/',
  /** A provider's public profile. */
  front_provider_profile: '/wedding-planner/:slug',
  /** One of its real weddings (a published portfolio), under its profile. */
  front_provider_portfolio: '/wedding-planner/:slug/:portfolio',
} as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;

/** The path of a named route, its `:name` segments filled in and encoded. */
export function routePath(
  name: PageRouteName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return PAGE_ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`route ${name}: missing parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
}
