/**
 * The project-creation app's address for a new project aimed at a provider
 * (docs/product/contact-widget.md#new-project-link): the base URL with `project=new` and `prestataire={id}`
 * added to whatever query it already has. A relative base URL is read against the page's address. Null when
 * there is no usable base URL or provider.
 */
export function newProjectUrl(
  baseUrl: string | undefined,
  providerId: number | undefined,
  pageUrl: string,
): string | null {
  if (!baseUrl?.trim() || providerId === undefined) return null;
  let url: URL;
  try {
    url = new URL(baseUrl.trim(), pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('project', 'new');
  url.searchParams.set('prestataire', String(providerId));
  return url.href;
}
