/**
 * The project-creation app's address for a new project aimed at a provider
 * (docs/product/contact-widget.md#new-project-link): the base URL with `project=new`, `prestataire={id}` and
 * `locale` (the widget's language in its site's country, `pt-PT`: the project site speaks it and searches
 * that country's cities) added to whatever query it already has. A relative base URL is read against the
 * page's address. Null when there is no usable base URL or provider.
 */
export function newProjectUrl(
  baseUrl: string | undefined,
  providerId: number | undefined,
  pageUrl: string,
  locale: string,
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
  url.searchParams.set('locale', locale);
  return url.href;
}
