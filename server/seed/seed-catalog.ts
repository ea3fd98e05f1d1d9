import type { Queryable } from '../db/database';
import {
  EVENT_TYPES,
  LANGUAGE_LABELS,
  PROJECT_RANGES,
  SERVICE_TYPES,
  VENUE_PRESTATIONS,
  VENUE_TYPES,
} from './catalog-data';

/**
 * Writes the reference lists; rows already there (same iso, slug, or kind and position) are left as they are.
 * Rows are inserted in list order, so ids follow it (the API lists event and service types by id).
 */
export async function seedCatalog(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO languages (iso, label)
     SELECT iso, label FROM json_to_recordset($1::json) AS l(iso text, label text)
     ON CONFLICT (iso) DO NOTHING`,
    [JSON.stringify(LANGUAGE_LABELS)],
  );
  for (const [table, rows] of [
    ['event_types', EVENT_TYPES],
    ['service_types', SERVICE_TYPES],
  ] as const) {
    await db.query(
      `INSERT INTO ${table} (slug, name)
       SELECT slug, name FROM json_to_recordset($1::json) AS t(position int, slug text, name text)
       ORDER BY position
       ON CONFLICT (slug) DO NOTHING`,
      [JSON.stringify(rows.map((row, position) => ({ position, ...row })))],
    );
  }
  const positions = new Map<string, number>();
  const ranges = PROJECT_RANGES.map((range, ordinal) => {
    const position = (positions.get(range.kind) ?? 0) + 1;
    positions.set(range.kind, position);
    return { ...range, ordinal, position };
  });
  await db.query(
    `INSERT INTO project_ranges (kind, label, min, max, position)
     SELECT kind, label, min, max, position
     FROM json_to_recordset($1::json) AS r(ordinal int, kind text, label text, min int, max int, position int)
     ORDER BY ordinal
     ON CONFLICT (kind, position) DO NOTHING`,
    [JSON.stringify(ranges)],
  );
  for (const [table, rows] of [
    ['venue_types', VENUE_TYPES],
    ['venue_prestations', VENUE_PRESTATIONS],
  ] as const) {
    await db.query(
      `INSERT INTO ${table} (slug, names)
       SELECT slug, names FROM json_to_recordset($1::json) AS t(position int, slug text, names jsonb)
       ORDER BY position
       ON CONFLICT (slug) DO NOTHING`,
      [JSON.stringify(rows.map((row, position) => ({ position, ...row })))],
    );
  }
}
