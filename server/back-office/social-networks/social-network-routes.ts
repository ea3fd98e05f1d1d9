import type { FastifyInstance } from 'fastify';
import * as socialNetworksApi from '@shared/api/contract/back-office/social-networks';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/api/contract/back-office/social-networks';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Queryable } from '@server/db/database';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';

type Links = ResponseOf<typeof socialNetworksApi.socialNetworks>;

/** The provider's social network links, in the networks' order (the profile's). */
async function linksOf(db: Queryable, providerId: number): Promise<Links> {
  const rows = await db.query<{ type: SocialNetwork; url: string }>(
    'SELECT type, url FROM provider_links WHERE provider_id = $1 AND type = ANY($2::text[])',
    [providerId, SOCIAL_NETWORKS],
  );
  return {
    networks: rows.sort((a, b) => SOCIAL_NETWORKS.indexOf(a.type) - SOCIAL_NETWORKS.indexOf(b.type)),
  };
}

/**
 * The social networks of the provider's profile: the other links (website, phone, email) share the table and
 * are left as they are.
 */
export function registerSocialNetworkRoutes(app: FastifyInstance, { db }: BackOfficeDependencies): void {
  registerEndpoint(app, socialNetworksApi.socialNetworks, ({ caller }) => linksOf(db, caller.providerId));

  registerEndpoint(app, socialNetworksApi.saveSocialNetworks, ({ input, caller }) =>
    db.transaction(async (tx) => {
      const kept = input.networks.map((link) => link.type);
      await tx.query(
        `DELETE FROM provider_links
         WHERE provider_id = $1 AND type = ANY($2::text[]) AND NOT type = ANY($3::text[])`,
        [caller.providerId, SOCIAL_NETWORKS, kept],
      );
      for (const { type, url } of input.networks) {
        await tx.query(
          `INSERT INTO provider_links (provider_id, type, url) VALUES ($1, $2, $3)
           ON CONFLICT (provider_id, type) DO UPDATE SET url = EXCLUDED.url`,
          [caller.providerId, type, url],
        );
      }
      return linksOf(tx, caller.providerId);
    }),
  );
}
