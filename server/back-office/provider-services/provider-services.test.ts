import { describe, expect, it } from 'vitest';
import * as servicesApi from '@shared/api/contract/back-office/provider-services';
import { directoryVersion } from '@server/directory/directory-version';
import { parsePage } from '@server/pages/directory/read-page';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

async function offeredBy(providerId: number) {
  const rows = await t.db.query<{ slug: string }>(
    `SELECT slug FROM provider_services JOIN service_types ON service_types.id = service_type_id
     WHERE provider_id = $1 ORDER BY slug`,
    [providerId],
  );
  return rows.map((row) => row.slug);
}

describe('the services a provider offers', () => {
  it('answers the service types in the caller’s language, and none offered yet', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const answer = bodyOf(
      await callEndpoint(
        t.app,
        servicesApi.providerServices,
        {},
        {
          as: provider,
          headers: { 'accept-language': 'en' },
        },
      ),
    );
    expect(answer.offered).toEqual([]);
    expect(answer.prestations.map(({ slug }) => slug)).toEqual([
      'full-service',
      'partial-planning',
      'day-of-coordination',
    ]);
    expect(answer.prestations[0]?.name).not.toBe('Organisation complète');
  });

  it('replaces them with service types of the catalogue, shown at once on the public profile', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    bodyOf(
      await callEndpoint(
        t.app,
        servicesApi.saveProviderServices,
        { offered: ['full-service'] },
        { as: provider },
      ),
    );
    const before = await directoryVersion(t.db);
    const saved = bodyOf(
      await callEndpoint(
        t.app,
        servicesApi.saveProviderServices,
        { offered: ['day-of-coordination', 'partial-planning', 'partial-planning'] },
        { as: provider },
      ),
    );
    expect(saved.offered).toEqual(['partial-planning', 'day-of-coordination']);
    expect(Number(await directoryVersion(t.db))).toBeGreaterThan(Number(before));
    const page = await t.app.inject({
      method: 'GET',
      url: '/wedding-planner/atelier-lumiere',
      headers: { host: 'localhost:3000' },
    });
    const document = parsePage(page.body);
    expect([...document.querySelectorAll('.provider-services li')].map((item) => item.textContent)).toEqual([
      'Organisation partielle',
      'Coordination du jour J',
    ]);
  });

  it('refuses a service the catalogue lacks, naming its field, and changes nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    bodyOf(
      await callEndpoint(
        t.app,
        servicesApi.saveProviderServices,
        { offered: ['full-service'] },
        { as: provider },
      ),
    );
    const unknown = await callEndpoint(
      t.app,
      servicesApi.saveProviderServices,
      { offered: ['partial-planning', 'fireworks'] },
      { as: provider },
    );
    expect(unknown.ok ? null : unknown.body.fields).toEqual({
      'offered.1': 'Choisissez une prestation de la liste.',
    });
    const tooMany = await callEndpoint(
      t.app,
      servicesApi.saveProviderServices,
      { offered: Array.from({ length: servicesApi.OFFERED_SERVICES_MAX + 1 }, () => 'full-service') },
      { as: provider },
    );
    expect(tooMany.status).toBe(400);
    expect(await offeredBy(provider.providerId)).toEqual(['full-service']);
  });

  it('leaves another provider’s services as they were', async () => {
    const other = await signedInProvider(t, 'Maison Voisine', '+33622222222');
    bodyOf(
      await callEndpoint(
        t.app,
        servicesApi.saveProviderServices,
        { offered: ['full-service'] },
        { as: other },
      ),
    );
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    bodyOf(
      await callEndpoint(
        t.app,
        servicesApi.saveProviderServices,
        { offered: ['day-of-coordination'] },
        { as: provider },
      ),
    );
    expect(await offeredBy(other.providerId)).toEqual(['full-service']);
  });
});
