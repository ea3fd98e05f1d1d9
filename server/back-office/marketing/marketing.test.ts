import { describe, expect, it } from 'vitest';
import * as marketingApi from '@shared/api/contract/back-office/marketing';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { registeredProvider, type RegisteredProvider } from '@server/test-support/registered-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { seedPromotions } from './promotion-content';

const t = freshAppForEachTest(async (db) => {
  await seedCatalog(db);
  await seedPromotions(db);
});

/** Within an access token's five minutes: the provider's session is not renewed here. */
const MINUTE = 60_000;

/** A provider who signed up and finished the onboarding (the popup waits for it). */
async function onboardedProvider(registration: Parameters<typeof registeredProvider>[1] = {}) {
  const provider = await registeredProvider(t, registration);
  await t.db.query('UPDATE users SET has_finished_onboarding = true WHERE id = $1', [provider.userId]);
  return provider;
}

const alertOf = async (provider: RegisteredProvider) =>
  bodyOf(await callEndpoint(t.app, marketingApi.activePromotionalAlert, {}, { as: provider })).promotion;
const popupOf = async (provider: RegisteredProvider) =>
  bodyOf(await callEndpoint(t.app, marketingApi.activePromotionalPopup, {}, { as: provider })).promotion;

describe('the promotional alert and popup', () => {
  it('are those of the provider’s country and language', async () => {
    const provider = await onboardedProvider();
    expect(await alertOf(provider)).toMatchObject({
      title: 'Complétez votre profil',
      link: { path: '/onboarding', label: 'Voir ma liste' },
    });
    expect(await popupOf(provider)).toMatchObject({
      title: 'Bienvenue dans votre espace',
      link: { path: '/account/support-access', label: 'Voir le journal' },
    });
    bodyOf(await callEndpoint(t.app, providerAccountApi.changeLocale, { locale: 'de' }, { as: provider }));
    expect((await alertOf(provider))?.title).toBe('Vervollständigen Sie Ihr Profil');

    const german = await onboardedProvider({
      email: 'hochzeit@example.com',
      companyName: 'Hochzeitsglück',
      country: 'DE',
      locale: 'en',
    });
    const [row] = await t.db.query<{ country: string; language: string }>(
      'SELECT country, language FROM promotions WHERE id = $1',
      [(await alertOf(german))?.id ?? 0],
    );
    expect(row).toEqual({ country: 'DE', language: 'en' });
  });

  it('are not shown again once dismissed, in any language; each is dismissed alone', async () => {
    const provider = await onboardedProvider();
    const alert = await alertOf(provider);
    if (!alert) throw new Error('no alert for a French provider');
    expect(
      bodyOf(
        await callEndpoint(t.app, marketingApi.dismissPromotionalAlert, { id: alert.id }, { as: provider }),
      ),
    ).toEqual({ success: true });
    expect(await alertOf(provider)).toBeNull();
    bodyOf(await callEndpoint(t.app, providerAccountApi.changeLocale, { locale: 'it' }, { as: provider }));
    expect(await alertOf(provider)).toBeNull();
    expect((await popupOf(provider))?.title).toBe('Benvenuto nella tua area');

    // Again: nothing changes.
    const again = await callEndpoint(
      t.app,
      marketingApi.dismissPromotionalAlert,
      { id: alert.id },
      { as: provider },
    );
    expect(again.status).toBe(200);
    const [count] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM promotion_dismissals WHERE provider_id = $1',
      [provider.providerId],
    );
    expect(count?.count).toBe(1);

    const other = await onboardedProvider({
      email: 'maison.rivage@example.com',
      companyName: 'Maison Rivage',
    });
    expect((await alertOf(other))?.id).toBe(alert.id);
  });

  it('answers 404 for an id that is no promotion of that kind, dismissing nothing', async () => {
    const provider = await onboardedProvider();
    const popup = await popupOf(provider);
    if (!popup) throw new Error('no popup for a French provider');
    const asAlert = await callEndpoint(
      t.app,
      marketingApi.dismissPromotionalAlert,
      { id: popup.id },
      { as: provider },
    );
    expect(asAlert.status).toBe(404);
    const unknown = await callEndpoint(
      t.app,
      marketingApi.dismissPromotionalPopup,
      { id: 999_999 },
      { as: provider },
    );
    expect(unknown.status).toBe(404);
    expect((await popupOf(provider))?.id).toBe(popup.id);
  });

  it('keeps the popup until the onboarding is finished, the alert not', async () => {
    const provider = await onboardedProvider();
    await t.db.query('UPDATE users SET has_finished_onboarding = false WHERE id = $1', [provider.userId]);
    expect(await popupOf(provider)).toBeNull();
    expect((await alertOf(provider))?.title).toBe('Complétez votre profil');
  });

  it('shows the newest campaign running now, and none when none runs', async () => {
    const provider = await onboardedProvider();
    const later = new Date(t.clock.now().getTime() + MINUTE);
    await t.db.query(
      `INSERT INTO promotions (kind, campaign, country, language, title, body, starts_at, ends_at)
       VALUES ('alert', 'next-week', 'FR', 'fr', 'Nouveauté', 'Une annonce d’une minute.', $1, $2)`,
      [later, new Date(later.getTime() + MINUTE)],
    );
    expect((await alertOf(provider))?.title).toBe('Complétez votre profil');
    t.clock.advance(MINUTE);
    expect(await alertOf(provider)).toMatchObject({ title: 'Nouveauté', link: null });
    t.clock.advance(MINUTE);
    expect((await alertOf(provider))?.title).toBe('Complétez votre profil');

    await t.db.query("DELETE FROM promotions WHERE kind = 'popup'");
    expect(await popupOf(provider)).toBeNull();
  });

  it('are seeded once: seeding again adds no row', async () => {
    const count = async () =>
      (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM promotions'))[0]?.count;
    const seeded = await count();
    expect(seeded).toBe(2 * 7 * 7);
    await seedPromotions(t.db);
    expect(await count()).toBe(seeded);
  });
});
