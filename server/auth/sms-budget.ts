import type { CountryCode } from '@shared/sites';
import type { SmsBudget } from '../config';
import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/http-error';

/** The budgets count the codes of the last hour. */
export const SMS_BUDGET_WINDOW_MS = 60 * 60_000;

/** What the alert says: which budget ran out. */
export interface SmsBudgetAlert {
  scope: 'all-countries' | 'country';
  country: CountryCode;
  budget: number;
}

/**
 * The last wall against SMS pumping, beyond the per-number and per-address caps: a fraudster with many
 * addresses and numbers still cannot make the platform send more than the budgets allow each hour, overall and
 * per country. Called under the lock that serialises sends (so two requests cannot both take the last unit);
 * a refusal is a 429 with Retry-After, and an alert goes to the operators once per window and budget, not once
 * per refused request.
 */
export function createSmsBudget(budget: SmsBudget, alert: (details: SmsBudgetAlert) => void) {
  const alertedUntil = new Map<string, number>();

  function refuse(details: SmsBudgetAlert, oldest: Date, now: Date): never {
    const key = `${details.scope}:${details.scope === 'country' ? details.country : ''}`;
    if ((alertedUntil.get(key) ?? 0) <= now.getTime()) {
      alertedUntil.set(key, now.getTime() + SMS_BUDGET_WINDOW_MS);
      alert(details);
    }
    const wait = (oldest.getTime() + SMS_BUDGET_WINDOW_MS - now.getTime()) / 1000;
    throw tooManyRequests('server.smsBudgetExceeded', wait);
  }

  return {
    /** Throws a 429 when one more code to `country` would exceed a budget. */
    async assertRoom(tx: Queryable, country: CountryCode, now: Date): Promise<void> {
      const since = new Date(now.getTime() - SMS_BUDGET_WINDOW_MS);
      const [counts] = await tx.query<{
        all_sent: number;
        all_oldest: Date | null;
        country_sent: number;
        country_oldest: Date | null;
      }>(
        `SELECT count(*)::int AS all_sent, min(sent_at) AS all_oldest,
                count(*) FILTER (WHERE country = $2)::int AS country_sent,
                min(sent_at) FILTER (WHERE country = $2) AS country_oldest
         FROM phone_codes WHERE sent_at > $1`,
        [since, country],
      );
      if (!counts) return;
      if (counts.all_sent >= budget.perHour) {
        refuse({ scope: 'all-countries', country, budget: budget.perHour }, counts.all_oldest ?? now, now);
      }
      const countryBudget = budget.perCountryPerHour[country];
      if (counts.country_sent >= countryBudget) {
        refuse({ scope: 'country', country, budget: countryBudget }, counts.country_oldest ?? now, now);
      }
    },
  };
}

export type SmsBudgetGuard = ReturnType<typeof createSmsBudget>;
