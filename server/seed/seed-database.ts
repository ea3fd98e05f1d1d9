import type { CountryCode } from '@shared/sites';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { seedPromotions } from '../back-office/marketing/promotion-content';
import { importGeography } from '../geography/import-geography';
import type { ImageStorage } from '../media/image-storage';
import { storePlaceholders } from './placeholder-images';
import { seedCatalog } from './seed-catalog';
import { seedDemo } from './seed-demo';
import { seedGuides } from './seed-guides';

export interface SeedDatabaseOptions {
  /** Whether the demo content is seeded, and with how many providers: the server's configuration. */
  config: Pick<Config, 'seedDemo' | 'seedProviders'>;
  now?: Date;
  /** Tests: fewer countries, or only the N biggest cities of each (see importGeography). */
  countries?: readonly CountryCode[];
  limitPerCountry?: number;
  /** Where the demo's placeholder photos are stored; without it (most tests) the providers' images are 404s. */
  images?: ImageStorage;
  log?: (line: string) => void;
}

/**
 * What start-up runs after `migrate(db)`. First what every server needs, production included: the gazetteer,
 * the reference lists (event and service types, project ranges, languages), the guides the public sites
 * publish and the back-office's promotions. Then, only when the configuration asks for it, the demo content: a
 * made-up couple with its projects, providers with their placeholder photos, provider accounts and a support
 * account. Each step skips what is already there, so a restart costs a few queries.
 */
export async function seedDatabase(db: Database, options: SeedDatabaseOptions): Promise<void> {
  const { config, now, countries, limitPerCountry, images, log } = options;
  await importGeography(db, { countries, limitPerCountry, log });
  await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await seedGuides(tx);
    await seedPromotions(tx);
  });
  if (!config.seedDemo) return;
  await seedDemo(db, { providers: config.seedProviders, now, log });
  if (images) {
    const written = await storePlaceholders(images);
    if (written > 0) log?.(`Demo seed: ${written} placeholder photos`);
  }
}
