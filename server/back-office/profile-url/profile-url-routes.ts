import type { FastifyInstance } from 'fastify';
import * as profileUrlApi from '@shared/api/contract/back-office/profile-url';
import { routePath } from '@shared/api/routes';
import { toCountryCode } from '@shared/sites';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { countrySiteOrigin } from '@server/pages/seo/public-site';
import type { BackOfficeDependencies } from '../back-office-dependencies';

/** Where the provider's public profile is: on its own country's site, as its canonical address says. */
export function registerProfileUrlRoutes(app: FastifyInstance, { db, urls }: BackOfficeDependencies): void {
  registerEndpoint(app, profileUrlApi.profileUrl, async ({ caller }) => {
    const [provider] = await db.query<{ slug: string; country: string; published: boolean }>(
      'SELECT slug, country, published FROM providers WHERE id = $1',
      [caller.providerId],
    );
    if (!provider) throw new HttpError(401, 'server.authenticationRequired');
    const origin = countrySiteOrigin(urls, toCountryCode(provider.country) ?? 'FR') ?? '';
    return {
      url: origin + routePath('front_provider_profile', { slug: provider.slug }),
      slug: provider.slug,
      published: provider.published,
    };
  });
}
