import type { Queryable } from '@server/db/database';

/**
 * `count` leads in the inbox of `providerId`, each a project of its own of one made-up couple (phone `phone`),
 * sent a minute apart up to `now`, their briefs varied (service types, planner budgets, a place or none) so
 * that the inbox prices and scores a mix. Answers their uuids, oldest first.
 */
export async function seedLeads(
  db: Queryable,
  { providerId, count, phone, now }: { providerId: number; count: number; phone: string; now: Date },
): Promise<string[]> {
  const [couple] = await db.query<{ id: number }>(
    `INSERT INTO users (phone, email, firstname, lastname, locale) VALUES ($1, $2, 'Camille', 'Martin', 'fr')
     RETURNING id`,
    [phone, `bench${phone.slice(-6)}@example.fr`],
  );
  if (!couple) throw new Error('the bench could not make its couple');
  const rows = await db.query<{ id: string }>(
    `WITH made AS (
       INSERT INTO projects (user_id, event_type_id, event_date, event_location, latitude, longitude,
                             service_type_id, planner_budget_range_id, guest_range_id, languages)
       SELECT $1, (SELECT id FROM event_types WHERE slug = 'wedding'), DATE '2027-06-12' + (n % 300),
              'Lyon', CASE WHEN n % 4 = 0 THEN NULL ELSE 45.76 END, CASE WHEN n % 4 = 0 THEN NULL ELSE 4.84 END,
              (SELECT id FROM service_types ORDER BY id OFFSET n % 3 LIMIT 1),
              (SELECT id FROM project_ranges WHERE kind = 'planner-budget' ORDER BY position OFFSET n % 5 LIMIT 1),
              (SELECT id FROM project_ranges WHERE kind = 'guest' ORDER BY position OFFSET n % 5 LIMIT 1),
              CASE WHEN n % 2 = 0 THEN ARRAY['fr'] ELSE '{}' END
       FROM generate_series(1, $2) AS n
       RETURNING id
     ), numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM made)
     INSERT INTO event_requests (project_id, provider_id, message, created_at)
     SELECT id, $3, 'Bonjour, nous préparons notre mariage et cherchons une organisation sur mesure près de Lyon.',
            $4::timestamptz - ($2 - n) * interval '1 minute'
     FROM numbered ORDER BY n
     RETURNING id`,
    [couple.id, count, providerId, now],
  );
  return rows.map((row) => row.id);
}
