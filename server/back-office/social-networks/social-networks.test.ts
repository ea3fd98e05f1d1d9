import { describe, expect, it } from 'vitest';
import * as socialNetworksApi from '@shared/api/contract/back-office/social-networks';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

const INSTAGRAM = { type: 'instagram', url: 'https://www.instagram.com/atelier.lumiere' } as const;
const FACEBOOK = { type: 'facebook', url: 'https://facebook.com/atelierlumiere' } as const;

describe('a provider’s social networks', () => {
  it('replaces the networks in the networks’ order and leaves the other links of the profile alone', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    await t.db.query(
      "INSERT INTO provider_links (provider_id, type, url) VALUES ($1, 'website', 'https://atelier.example'), ($1, 'pinterest', 'https://pinterest.fr/atelier')",
      [provider.providerId],
    );
    const saved = await callEndpoint(
      t.app,
      socialNetworksApi.saveSocialNetworks,
      { networks: [FACEBOOK, INSTAGRAM] },
      { as: provider },
    );
    expect(bodyOf(saved).networks).toEqual([INSTAGRAM, FACEBOOK]);
    expect(bodyOf(await callEndpoint(t.app, socialNetworksApi.socialNetworks, {}, { as: provider }))).toEqual(
      {
        networks: [INSTAGRAM, FACEBOOK],
      },
    );
    const links = await t.db.query<{ type: string }>(
      'SELECT type FROM provider_links WHERE provider_id = $1 ORDER BY type',
      [provider.providerId],
    );
    expect(links.map((link) => link.type)).toEqual(['facebook', 'instagram', 'website']);
  });

  it('refuses a page of another site and a network twice, naming the row’s field, and keeps what was there', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    bodyOf(
      await callEndpoint(
        t.app,
        socialNetworksApi.saveSocialNetworks,
        { networks: [INSTAGRAM] },
        { as: provider },
      ),
    );
    const elsewhere = await callEndpoint(
      t.app,
      socialNetworksApi.saveSocialNetworks,
      { networks: [FACEBOOK, { type: 'instagram', url: 'https://instagram.com.evil.example/x' }] },
      { as: provider },
    );
    expect(elsewhere.ok ? null : elsewhere.body.fields).toEqual({
      'networks.1.url': 'Saisissez l’adresse https de votre page sur ce réseau.',
    });
    const twice = await callEndpoint(
      t.app,
      socialNetworksApi.saveSocialNetworks,
      { networks: [INSTAGRAM, { ...INSTAGRAM, url: 'https://instagram.com/autre' }] },
      { as: provider },
    );
    expect(twice.ok ? null : twice.body.fields).toEqual({
      'networks.1.type': 'Ce réseau est déjà dans la liste.',
    });
    expect(bodyOf(await callEndpoint(t.app, socialNetworksApi.socialNetworks, {}, { as: provider }))).toEqual(
      {
        networks: [INSTAGRAM],
      },
    );
  });
});
