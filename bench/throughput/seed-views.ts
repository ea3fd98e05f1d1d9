import type { Queryable } from '@server/db/database';

/**
 * `count` profile views of `providerId`, written directly in SQL (generate_series), spread over the 365 days
 * up to today, each a visitor of its own, and the days' counts the view counter keeps beside them: what the
 * statistics' answers read under the bench's load. Answers the rows written.
 */
export async function seedProfileViews(db: Queryable, providerId: number, count: number): Promise<number> {
  const rows = await db.query(
    `INSERT INTO profile_views (provider_id, day, visitor)
     SELECT $1, current_date - (i % 365), decode(lpad(to_hex(i), 32, '0'), 'hex')
     FROM generate_series(1, $2::integer) AS i
     ON CONFLICT DO NOTHING RETURNING 1`,
    [providerId, count],
  );
  await db.query(
    `INSERT INTO profile_view_days (provider_id, day, views)
     SELECT provider_id, day, count(*) FROM profile_views WHERE provider_id = $1 GROUP BY provider_id, day
     ON CONFLICT (provider_id, day) DO UPDATE SET views = excluded.views`,
    [providerId],
  );
  await db.query('ANALYZE profile_views');
  await db.query('ANALYZE profile_view_days');
  return rows.length;
}
