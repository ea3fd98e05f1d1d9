import type { CompanySummary, ProviderUser } from '@shared/api/contract/back-office/provider-account';
import type * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ResponseOf } from '@shared/api/endpoint';
import { findPendingEmail } from '@server/auth/email-changes';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';

type ProviderAnswer = ResponseOf<typeof accountApi.me>;

/**
 * The signed-in provider as the back-office shows them: their account, their company and what is left of
 * their onboarding, read in one query.
 */
export async function providerProfile(
  db: Queryable,
  caller: { userId: number; providerId: number },
  now: Date,
): Promise<ProviderAnswer> {
  const [row] = await db.query<{
    email: string;
    email_confirmed: boolean;
    firstname: string | null;
    lastname: string | null;
    phone: string | null;
    locale: string | null;
    has_finished_onboarding: boolean;
    company_id: number;
    company_name: string;
    slug: string;
    country: string;
    published: boolean;
  }>(
    `SELECT u.email, u.email_confirmed_at IS NOT NULL AS email_confirmed, u.firstname, u.lastname, u.phone,
            u.locale, u.has_finished_onboarding,
            p.id AS company_id, p.name AS company_name, p.slug, p.country, p.published
     FROM users u JOIN providers p ON p.owner_user_id = u.id
     WHERE u.id = $1 AND p.id = $2`,
    [caller.userId, caller.providerId],
  );
  if (!row) throw new HttpError(404, 'server.providerNotFound');
  const user: ProviderUser = {
    id: caller.userId,
    email: row.email,
    emailConfirmed: row.email_confirmed,
    pendingEmail: await findPendingEmail(db, caller.userId, now),
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    locale: row.locale ?? 'fr',
    has_finished_onboarding: row.has_finished_onboarding,
  };
  const company: CompanySummary = {
    id: row.company_id,
    name: row.company_name,
    slug: row.slug,
    country: row.country,
    published: row.published,
  };
  const remaining = [
    ...(row.email_confirmed ? [] : (['confirmEmail'] as const)),
    ...(row.has_finished_onboarding ? [] : (['finish'] as const)),
  ];
  return { user, company, onboarding: { finished: row.has_finished_onboarding, remaining } };
}
