import type { ProviderCard } from '@shared/api/contract/providers';
import type { Queryable } from '../db/database';
import { boundingBox, providerDistanceKmSql } from './distance';
import { PROVIDER_CARD_COLUMNS, providerCards, type ProviderCardRow } from './provider-cards';
import { recentActivitySince } from './recent-activity';

/** "An algorithm picks 3 profiles" (docs/product/projects-and-requests.md#suggestion-ranking). */
export const SUGGESTION_COUNT = 3;

/**
 * How the algorithm ranks, in kilometres: a provider's score is its distance to the event, minus a bonus
 * when it is premium, when it logged in within 90 days and when it earns the "responds quickly" mark (its
 * response signal: shared/validation/response-signal.ts), plus a penalty when it works outside the project's
 * country. Lowest score first. So a premium, recently active planner 50 km away ties with an inactive,
 * non-premium one next door; a planner who answers its leads comes 20 km ahead of an otherwise equal one who
 * leaves couples waiting (a couple's request to a silent planner is a request lost); and a planner across the
 * border must be 100 km nearer than a compatriot to come first.
 */
export const RANKING_KM = {
  premiumBonus: 30,
  recentActivityBonus: 20,
  respondsQuicklyBonus: 20,
  otherCountryPenalty: 100,
} as const;

/**
 * Search circles, widened until the picks are certain: nobody outside a circle of radius r can score below
 * r − (every bonus), so once the third pick inside scores that or less, farther providers cannot displace
 * it. The last circle spans the seven countries (Lisbon–Berlin is ~2 300 km).
 */
const SEARCH_RADII_KM = [50, 150, 500, 3000] as const;

/** What the ranking reads of a project: a saved one's, or the wizard's answers before it is saved. */
export interface SuggestionProject {
  /** The saved project, whose contacted providers drop out; null for the wizard's unsaved answers. */
  id: number | null;
  latitude: number;
  longitude: number;
  country: string | null;
  /** ISO codes; empty means any language. */
  languages: readonly string[];
}

/** Providers to leave out besides those the project contacted: the cards a couple has already been shown. */
export interface SuggestionOptions {
  exclude?: readonly number[];
}

type RankedRow = ProviderCardRow & { score: number };

const DISTANCE_KM = providerDistanceKmSql('$1', '$2');

async function rankWithin(
  db: Queryable,
  project: SuggestionProject,
  exclude: readonly number[],
  radiusKm: number,
  now: Date,
): Promise<RankedRow[]> {
  const box = boundingBox(project.latitude, project.longitude, radiusKm);
  return db.query<RankedRow>(
    `SELECT *,
            distance_km
              - CASE WHEN is_premium THEN $11::float8 ELSE 0 END
              - CASE WHEN last_login_at >= $10 THEN $12::float8 ELSE 0 END
              - CASE WHEN responds_quickly THEN $16::float8 ELSE 0 END
              + CASE WHEN $9::text IS NOT NULL AND country <> $9 THEN $13::float8 ELSE 0 END AS score
     FROM (
       SELECT ${PROVIDER_CARD_COLUMNS}, ${DISTANCE_KM} AS distance_km
       FROM providers
       WHERE providers.published
         AND providers.latitude BETWEEN $3 AND $4
         AND providers.longitude BETWEEN $5 AND $6
         AND NOT (providers.id = ANY($15::int[]))
         AND NOT EXISTS (SELECT 1 FROM event_requests
                         WHERE event_requests.project_id = $7::int AND event_requests.provider_id = providers.id)
         AND (cardinality($8::text[]) = 0 OR EXISTS (
               SELECT 1 FROM provider_languages
               WHERE provider_languages.provider_id = providers.id
                 AND provider_languages.language_iso = ANY($8::text[])))
     ) AS candidates
     WHERE distance_km <= $14
     ORDER BY score, distance_km, id
     LIMIT ${SUGGESTION_COUNT}`,
    [
      project.latitude,
      project.longitude,
      box.minLatitude,
      box.maxLatitude,
      box.minLongitude,
      box.maxLongitude,
      project.id,
      project.languages,
      project.country,
      recentActivitySince(now),
      RANKING_KM.premiumBonus,
      RANKING_KM.recentActivityBonus,
      RANKING_KM.otherCountryPenalty,
      radiusKm,
      exclude,
      RANKING_KM.respondsQuicklyBonus,
    ],
  );
}

/**
 * The providers the algorithm picks for a placed project (saved, or the wizard's answers): published, not yet
 * contacted by this project, not
 * excluded, speaking one of its languages when it lists some, ranked as RANKING_KM says. Leaving out the
 * cards already shown gives the next best ones ("more suggestions").
 */
export async function suggestProviders(
  db: Queryable,
  project: SuggestionProject,
  now: Date,
  { exclude = [] }: SuggestionOptions = {},
): Promise<ProviderCard[]> {
  const maxBonus = RANKING_KM.premiumBonus + RANKING_KM.recentActivityBonus + RANKING_KM.respondsQuicklyBonus;
  let ranked: RankedRow[] = [];
  for (const radiusKm of SEARCH_RADII_KM) {
    ranked = await rankWithin(db, project, exclude, radiusKm, now);
    const last = ranked[SUGGESTION_COUNT - 1];
    if (last && last.score <= radiusKm - maxBonus) break;
  }
  return providerCards(db, ranked, now);
}
