import { COUNTRY_CODES, SITES, type CountryCode } from '@shared/sites';
import { passwords } from '../auth/passwords';
import { insertDemoAdmin } from '../back-office/support-access/demo-admin';
import type { Queryable } from '../db/database';
import { recordCreditMovement } from '../back-office/credits/credit-ledger';
import { DEMO_PROVIDER_PHONE } from './demo-phones';

/** The password every demo provider account signs in to the back-office with (development only). */
export const DEMO_PROVIDER_PASSWORD = 'mariage-demo-2026';

/** The demo provider, who runs the first published French provider. */
export const DEMO_PROVIDER_EMAIL = 'planner.demo@example.com';

/**
 * Credits support grants the French demo provider once, so that the demo (and the page tests) can unlock
 * leads without a purchase.
 */
export const DEMO_PROVIDER_CREDITS = 60;

/** A provider who has just signed up: address not confirmed, onboarding not finished, company unpublished. */
export const DEMO_NEW_PROVIDER_EMAIL = 'planner.new@example.com';
export const DEMO_NEW_COMPANY = {
  slug: 'demo-nouvelle-maison',
  name: 'Nouvelle Maison (démo)',
  country: 'FR',
};

/** The demo account that runs the first published provider of another country's site. */
export function demoCountryProviderEmail(country: CountryCode): string {
  return `planner.demo.${country.toLowerCase()}@example.com`;
}

/** Every demo provider account, in the order the start-up prints them. */
export function demoProviderEmails(): string[] {
  const others = COUNTRY_CODES.filter((country) => country !== 'FR').map(demoCountryProviderEmail);
  return [DEMO_PROVIDER_EMAIL, ...others, DEMO_NEW_PROVIDER_EMAIL];
}

/**
 * The demo's provider accounts, added where missing and given the demo password where they have none (an
 * account seeded before passwords existed): the French demo provider (also signed in by phone), one per other
 * country running its first published provider still without an owner, all with a confirmed address; one
 * that has just signed up; and the demo's support account (DEMO_ADMIN_EMAIL). Only a demo seed calls this: a production database never holds the demo password.
 */
export async function insertDemoProviderAccounts(tx: Queryable, now: Date): Promise<void> {
  const passwordHash = await passwords.hash(DEMO_PROVIDER_PASSWORD);
  const [demo] = await tx.query<{ id: number }>(
    `INSERT INTO users (phone, email, firstname, lastname, country, locale, has_finished_onboarding, role,
                        password_hash, email_confirmed_at)
     VALUES ($1, $2, 'Louise', 'Bernard', 'FR', 'fr', true, 'provider', $3, $4)
     ON CONFLICT (phone) DO UPDATE SET password_hash = coalesce(users.password_hash, excluded.password_hash)
     RETURNING id`,
    [DEMO_PROVIDER_PHONE, DEMO_PROVIDER_EMAIL, passwordHash, now],
  );
  if (demo) {
    await ownFirstPublished(tx, demo.id, 'FR');
    await grantDemoCredits(tx, demo.id, now);
  }
  for (const country of COUNTRY_CODES.filter((code) => code !== 'FR')) {
    const [account] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, country, locale, has_finished_onboarding, role, password_hash, email_confirmed_at)
       SELECT $1, $2, $3, true, 'provider', $4, $5
       WHERE NOT EXISTS (SELECT 1 FROM users WHERE role = 'provider' AND lower(email) = lower($1))
         AND EXISTS (SELECT 1 FROM providers WHERE published AND country = $2 AND owner_user_id IS NULL)
       RETURNING id`,
      [demoCountryProviderEmail(country), country, SITES[country].languages[0], passwordHash, now],
    );
    if (account) await ownFirstPublished(tx, account.id, country);
  }
  const [fresh] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, country, locale, has_finished_onboarding, role, password_hash)
     VALUES ($1, 'FR', 'fr', false, 'provider', $2)
     ON CONFLICT (lower(email)) WHERE role = 'provider' DO NOTHING RETURNING id`,
    [DEMO_NEW_PROVIDER_EMAIL, passwordHash],
  );
  if (fresh) {
    await tx.query(
      `INSERT INTO providers (slug, name, country, published, owner_user_id) VALUES ($1, $2, $3, false, $4)
       ON CONFLICT (slug) DO NOTHING`,
      [DEMO_NEW_COMPANY.slug, DEMO_NEW_COMPANY.name, DEMO_NEW_COMPANY.country, fresh.id],
    );
  }
  await insertDemoAdmin(tx, passwordHash, now);
}

/** The demo credits, to the company `userId` runs, when its ledger is still empty. */
async function grantDemoCredits(tx: Queryable, userId: number, now: Date): Promise<void> {
  const [company] = await tx.query<{ id: number }>(
    `SELECT id FROM providers WHERE owner_user_id = $1
     AND NOT EXISTS (SELECT 1 FROM credit_movements WHERE provider_id = providers.id)`,
    [userId],
  );
  if (!company) return;
  await recordCreditMovement(tx, {
    providerId: company.id,
    kind: 'grant',
    credits: DEMO_PROVIDER_CREDITS,
    reason: 'Crédits de démonstration',
    at: now,
  });
}

async function ownFirstPublished(tx: Queryable, userId: number, country: CountryCode): Promise<void> {
  await tx.query(
    `UPDATE providers SET owner_user_id = $1
     WHERE id = (SELECT id FROM providers WHERE published AND country = $2 AND owner_user_id IS NULL
                 ORDER BY id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM providers WHERE owner_user_id = $1)`,
    [userId, country],
  );
}
