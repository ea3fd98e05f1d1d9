import { randomBytes } from 'node:crypto';
import type { ProviderRegistration } from '@shared/api/contract/back-office/provider-sign-in';
import type { Queryable } from '@server/db/database';
import { slugify } from '@server/geography/slugify';

/** A provider account found by its sign-in address: what sign-in, sign-up and reset need of it. */
export interface ProviderAccount {
  id: number;
  email: string;
  password_hash: string | null;
  locale: string | null;
  country: string | null;
}

/** The provider account that signs in with `email`, whatever its case; null when none does. */
export async function findProviderAccount(db: Queryable, email: string): Promise<ProviderAccount | null> {
  const [account] = await db.query<ProviderAccount>(
    `SELECT id, email, password_hash, locale, country FROM users
     WHERE role = 'provider' AND lower(email) = lower($1)`,
    [email],
  );
  return account ?? null;
}

/**
 * The account that signs in to the back-office with `email`: a provider's, or support staff's (an admin,
 * docs/product/back-office.md#support-access). An address both have (a provider signed up with an admin's)
 * signs the admin in: a sign-up with support's address cannot lock support out.
 */
export async function findBackOfficeAccount(db: Queryable, email: string): Promise<ProviderAccount | null> {
  const [account] = await db.query<ProviderAccount>(
    `SELECT id, email, password_hash, locale, country FROM users
     WHERE role IN ('provider', 'admin') AND lower(email) = lower($1)
     ORDER BY role = 'admin' DESC LIMIT 1`,
    [email],
  );
  return account ?? null;
}

/** Numbered slugs tried before a random suffix: a name that common is a name of many companies. */
const NUMBERED_SLUGS = 20;

/**
 * Inserts the company, unpublished, under the first free slug of its name (`atelier-lumiere`, then
 * `atelier-lumiere-2`…); a slug taken meanwhile by a sign-up at the same moment moves on to the next one.
 */
async function insertCompany(tx: Queryable, name: string, country: string, ownerId: number): Promise<number> {
  const base = slugify(name) || 'provider';
  const taken = new Set(
    (
      await tx.query<{ slug: string }>(`SELECT slug FROM providers WHERE slug = $1 OR slug LIKE $1 || '-%'`, [
        base,
      ])
    ).map((row) => row.slug),
  );
  const numbered = [base, ...Array.from({ length: NUMBERED_SLUGS }, (_, index) => `${base}-${index + 2}`)];
  const candidates = [
    ...numbered.filter((slug) => !taken.has(slug)),
    `${base}-${randomBytes(4).toString('hex')}`,
  ];
  for (const slug of candidates) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO providers (slug, name, country, published, owner_user_id) VALUES ($1, $2, $3, false, $4)
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [slug, name, country, ownerId],
    );
    if (row) return row.id;
  }
  throw new Error(`no free slug for ${base}`);
}

/**
 * Opens a provider account and its company, unpublished and in onboarding (inside the caller's transaction).
 * Null when the address has a provider account already, found before or at the insert itself.
 */
export async function createProviderAccount(
  tx: Queryable,
  registration: Omit<ProviderRegistration, 'password'>,
  passwordHash: string,
): Promise<{ userId: number; providerId: number } | null> {
  const [user] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, country, locale, role, has_finished_onboarding)
     VALUES ($1, $2, $3, $4, 'provider', false)
     ON CONFLICT (lower(email)) WHERE role = 'provider' DO NOTHING RETURNING id`,
    [registration.email, passwordHash, registration.country, registration.locale],
  );
  if (!user) return null;
  const providerId = await insertCompany(tx, registration.companyName, registration.country, user.id);
  return { userId: user.id, providerId };
}
