import type { Queryable } from '@server/db/database';

/**
 * `count` profile views of `providerId`, written directly in SQL (generate_series), spread over the 365 days
 * up to today, each a visitor of its own: what the statistics' answers read under the bench's load. Answers the
 * rows written.
 */
export async function seedProfileViews(db: Queryable, providerId: number, count: number): Promise<number> {
  const rows = await db.query(
    `INSERT INTO profile_views (provider_id, day, visitor)
     SELECT $1, current_date - (i % 365), decode(lpad(to_hex(i), 32, '0'), 'hex')
     FROM generate_series(1, $2::integer) AS i
     ON CONFLICT DO NOTHING RETURNING 1`,
    [providerId, count],
  );
  await db.query('ANALYZE profile_views');
  return rows.length;
}
