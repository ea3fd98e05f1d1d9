import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_COUNTRY, SITES } from '@shared/sites';
import type { Config } from '@server/config';
import { resolveHost } from '@server/hosts';
import { requestLanguage } from '@server/http/describe-issues';
import { translate } from '@server/i18n/translate';
import { ALL_ICON_PATHS, siteIcons } from './site-icons';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest';

/** The icons never change within a deploy but keep stable names browsers ask for: a day, then revalidated. */
const ICON_CACHE = 'public, max-age=86400';
/** The manifest names the site in its language: an hour, so a renamed brand reaches installed sites soon. */
const MANIFEST_CACHE = 'public, max-age=3600';

/** The manifest of the request's host: a country site's in its language, the other hosts' in the visitor's. */
function manifestOf(
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost'>,
  request: FastifyRequest,
) {
  const host = resolveHost(config, request.hostname);
  if (host.kind === 'public') {
    const { brand, defaultLocale } = SITES[host.country];
    return { manifest: webManifest({ name: brand, shortName: brand, lang: defaultLocale }) };
  }
  const language = requestLanguage(request);
  const brand = SITES[DEFAULT_COUNTRY].brand;
  const title = translate(
    language,
    host.kind === 'project' ? 'pages.project.title' : 'pages.backOffice.title',
  );
  return {
    manifest: webManifest({ name: `${brand} · ${title}`, shortName: brand, lang: language }),
    vary: 'Cookie, Accept-Language',
  };
}

/**
 * The favicon (SVG, and the ICO older browsers and tools ask for at the root), the iOS home-screen icon, the
 * manifest's icons and the manifest itself, on every host: every page's head links them (`layout.ts`).
 */
export function registerSiteIcons(
  app: FastifyInstance,
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost'>,
): void {
  for (const path of ALL_ICON_PATHS) {
    app.get(path, async (_request, reply) => {
      const icon = (await siteIcons()).get(path);
      if (!icon) return reply.callNotFound();
      return reply.header('cache-control', ICON_CACHE).type(icon.type).send(icon.body);
    });
  }
  app.get(WEB_MANIFEST_PATH, async (request, reply) => {
    const { manifest, vary } = manifestOf(config, request);
    if (vary) reply.header('vary', vary);
    return reply
      .header('cache-control', MANIFEST_CACHE)
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });
}
