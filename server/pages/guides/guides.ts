import type { CountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';

export interface GuideSummary {
  slug: string;
  title: string;
  summary: string;
  publishedAt: Date;
}

export interface Guide extends GuideSummary {
  /** Sanitised when written (seed-guides.ts): emitted as stored. */
  bodyHtml: string;
}

/** A site's published guides, newest first (guides_country_published serves it). */
export async function listGuides(db: Queryable, country: CountryCode, now: Date): Promise<GuideSummary[]> {
  return db.query<GuideSummary>(
    `SELECT slug, title, summary, published_at AS "publishedAt" FROM guides
     WHERE country = $1 AND published_at <= $2 ORDER BY published_at DESC, id`,
    [country, now],
  );
}

/** A site's `limit` newest published guides, as the home shows them. */
export async function latestGuides(
  db: Queryable,
  country: CountryCode,
  now: Date,
  limit: number,
): Promise<GuideSummary[]> {
  return db.query<GuideSummary>(
    `SELECT slug, title, summary, published_at AS "publishedAt" FROM guides
     WHERE country = $1 AND published_at <= $2 ORDER BY published_at DESC, id LIMIT $3`,
    [country, now, limit],
  );
}

/** One published guide of a site, or null. */
export async function findGuide(
  db: Queryable,
  country: CountryCode,
  slug: string,
  now: Date,
): Promise<Guide | null> {
  const [guide] = await db.query<Guide>(
    `SELECT slug, title, summary, body_html AS "bodyHtml", published_at AS "publishedAt" FROM guides
     WHERE country = $1 AND slug = $2 AND published_at <= $3`,
    [country, slug, now],
  );
  return guide ?? null;
}
