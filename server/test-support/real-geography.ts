import type { CountryCode } from '@shared/sites';
import type { Database } from '../db/database';
import { seedDatabase } from '../seed/seed-database';
import { oneAppForFile } from './test-app';

/** The countries whose real gazetteer the suites import (their areas are of both kinds), by their site's host. */
export const REAL_GEOGRAPHY_HOSTS = {
  FR: 'localhost:3000',
  BE: 'be.localhost:3000',
  DE: 'de.localhost:3000',
  PT: 'pt.localhost:3000',
} as const satisfies Partial<Record<CountryCode, string>>;

/**
 * One app for the file on the biggest cities of those countries' real gazetteer, with the demo seed and
 * `providers` generated providers.
 */
export function realGeographyAppForFile(providers: number) {
  return oneAppForFile((db: Database) =>
    seedDatabase(db, {
      countries: Object.keys(REAL_GEOGRAPHY_HOSTS) as (keyof typeof REAL_GEOGRAPHY_HOSTS)[],
      limitPerCountry: 60,
      config: { seedDemo: true, seedProviders: providers },
      now: new Date('2026-06-01'),
    }),
  );
}
