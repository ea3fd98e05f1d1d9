import type { CountryCode } from '@shared/sites';
import type { SmsBudget } from '../config';
import type { Queryable } from '../db/database';
import { tooManyRequests } from '../http/http-error';

/** The budgets count the codes of the last hour. */
export const SMS_BUDGET_WINDOW_MS = 60 * 60_000;

/**
 * The part of each hourly budget one network (`clientNetworkKey`: an IPv4 /24, an IPv6 /48) may take: an
 * attacker who holds many addresses of one network spends a tenth of a country's codes, and the other nine
 * tenths stay for the people of that country (docs/product/phone-sign-in.md#code-limits).
 */
export const NETWORK_SHARE_OF_BUDGET = 0.1;

/** What the alert says: which budget ran out. */
export interface SmsBudgetAlert {
  scope: 'all-countries' | 'country';
  country: CountryCode;
  budget: number;
}

/** Where one more code would go, and from which network it is asked for. */
export interface SmsBudgetRequest {
  country: CountryCode;
  network: string;
}

/**
 * The last wall against SMS pumping, beyond the per-number and per-address caps: a fraudster with many
 * addresses and numbers still cannot make the platform send more than the budgets allow each hour, overall and
 * per country, nor take more than a share of either from one network. Called under the lock that serialises
 * sends (so two requests cannot both take the last unit); a refusal is a 429 with Retry-After, and an alert
 * goes to the operators once per window and budget, not once per refused request.
 */
export function createSmsBudget(budget: SmsBudget, alert: (details: SmsBudgetAlert) => void) {
  const alertedUntil = new Map<string, number>();
  // Never under what one client may ask for: a network is at least one client.
  const networkShare = (whole: number) =>
    Math.max(budget.perAddressPerHour, Math.ceil(whole * NETWORK_SHARE_OF_BUDGET));
  const networkShareOfAll = networkShare(budget.perHour);

  function retryAfter(oldest: Date | null, now: Date): number {
    return ((oldest ?? now).getTime() + SMS_BUDGET_WINDOW_MS - now.getTime()) / 1000;
  }

  function refuse(details: SmsBudgetAlert, oldest: Date | null, now: Date): never {
    const key = `${details.scope}:${details.scope === 'country' ? details.country : ''}`;
    if ((alertedUntil.get(key) ?? 0) <= now.getTime()) {
      alertedUntil.set(key, now.getTime() + SMS_BUDGET_WINDOW_MS);
      alert(details);
    }
    throw tooManyRequests('server.smsBudgetExceeded', retryAfter(oldest, now));
  }

  return {
    /** Throws a 429 when one more code to `country` from `network` would exceed a budget or a share of it. */
    async assertRoom(tx: Queryable, { country, network }: SmsBudgetRequest, now: Date): Promise<void> {
      const since = new Date(now.getTime() - SMS_BUDGET_WINDOW_MS);
      const [counts] = await tx.query<{
        all_sent: number;
        all_oldest: Date | null;
        country_sent: number;
        country_oldest: Date | null;
        network_sent: number;
        network_oldest: Date | null;
        network_country_sent: number;
        network_country_oldest: Date | null;
      }>(
        `SELECT count(*)::int AS all_sent, min(sent_at) AS all_oldest,
                count(*) FILTER (WHERE country = $2)::int AS country_sent,
                min(sent_at) FILTER (WHERE country = $2) AS country_oldest,
                count(*) FILTER (WHERE network_key = $3)::int AS network_sent,
                min(sent_at) FILTER (WHERE network_key = $3) AS network_oldest,
                count(*) FILTER (WHERE network_key = $3 AND country = $2)::int AS network_country_sent,
                min(sent_at) FILTER (WHERE network_key = $3 AND country = $2) AS network_country_oldest
         FROM phone_codes WHERE sent_at > $1`,
        [since, country, network],
      );
      if (!counts) return;
      if (counts.all_sent >= budget.perHour) {
        refuse({ scope: 'all-countries', country, budget: budget.perHour }, counts.all_oldest, now);
      }
      const countryBudget = budget.perCountryPerHour[country];
      if (counts.country_sent >= countryBudget) {
        refuse({ scope: 'country', country, budget: countryBudget }, counts.country_oldest, now);
      }
      if (counts.network_sent >= networkShareOfAll) {
        throw tooManyRequests('server.tooManyCodesFromNetwork', retryAfter(counts.network_oldest, now));
      }
      if (counts.network_country_sent >= networkShare(countryBudget)) {
        throw tooManyRequests(
          'server.tooManyCodesFromNetwork',
          retryAfter(counts.network_country_oldest, now),
        );
      }
    },
  };
}

export type SmsBudgetGuard = ReturnType<typeof createSmsBudget>;
