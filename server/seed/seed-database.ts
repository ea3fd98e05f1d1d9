import type { CountryCode } from '@shared/sites';
import type { Database } from '../db/database';
import { importGeography, type CountryImportCounts } from '../geography/import-geography';
import type { ImageStorage } from '../media/image-storage';
import { storePlaceholders } from './placeholder-images';
import { seedDemo, type SeedDemoResult } from './seed-demo';
import { seedGuides } from './seed-guides';

export interface SeedDatabaseOptions {
  providers?: number;
  now?: Date;
  /** Tests: fewer countries, or only the N biggest cities of each (see importGeography). */
  countries?: readonly CountryCode[];
  limitPerCountry?: number;
  /** Where the demo's placeholder photos are stored; without it (most tests) the providers' images are 404s. */
  images?: ImageStorage;
  log?: (line: string) => void;
}

/**
 * What start-up runs after `migrate(db)`: the gazetteer, then the demo content and the guides. Each skips
 * what is already there, so a restart costs a few queries.
 */
export async function seedDatabase(
  db: Database,
  options: SeedDatabaseOptions = {},
): Promise<{ geography: CountryImportCounts[]; demo: SeedDemoResult }> {
  const { providers, now, countries, limitPerCountry, images, log } = options;
  const geography = await importGeography(db, { countries, limitPerCountry, log });
  const demo = await seedDemo(db, { providers, now, log });
  await seedGuides(db);
  if (images) {
    const written = await storePlaceholders(images);
    if (written > 0) log?.(`Demo seed: ${written} placeholder photos`);
  }
  return { geography, demo };
}
