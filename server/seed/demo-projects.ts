import type { Queryable } from '../db/database';

const DAY_MS = 86_400_000;

interface DemoProject {
  eventType: string;
  /** Days from the seed's `now` to the event: negative for an event already past. */
  eventInDays: number;
  createdDaysAgo: number;
  serviceType: string | null;
  theme: string | null;
  /** The position of the chosen range in each kind's list. */
  rangePosition: number | null;
  languages: readonly string[];
  message: string | null;
}

/**
 * The demo couple's projects: an engagement party already past (the widget must not offer it) and an
 * upcoming wedding with its message written, so the demo can send requests at once. Older id first, so the
 * wedding is the newest.
 */
const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    eventType: 'engagement',
    eventInDays: -45,
    createdDaysAgo: 120,
    serviceType: 'day-of-coordination',
    theme: null,
    rangePosition: 2,
    languages: ['fr'],
    message: null,
  },
  {
    eventType: 'wedding',
    eventInDays: 240,
    createdDaysAgo: 10,
    serviceType: 'full-service',
    theme: 'Champêtre et élégant',
    rangePosition: 3,
    languages: ['fr', 'en'],
    message:
      'Bonjour, nous nous marions près de Lyon et cherchons un wedding planner pour une organisation complète, ' +
      'avec une centaine d’invités. Seriez-vous disponible à cette date ?',
  },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Adds the demo couple's projects, in the couple's city, unless the couple already has projects. The couple's
 * row is locked first, so two servers seeding at once do not both add them.
 */
export async function insertDemoProjects(tx: Queryable, couplePhone: string, now: Date): Promise<void> {
  const [couple] = await tx.query<{ id: number; has_projects: boolean }>(
    `SELECT id, EXISTS (SELECT 1 FROM projects WHERE user_id = users.id) AS has_projects
     FROM users WHERE phone = $1
     FOR UPDATE`,
    [couplePhone],
  );
  if (!couple || couple.has_projects) return;
  for (const project of DEMO_PROJECTS) {
    await tx.query(
      `INSERT INTO projects (user_id, event_type_id, event_date, event_location, zip_code, country, latitude,
                             longitude, service_type_id, theme, guest_range_id, planner_budget_range_id,
                             budget_range_id, languages, planner_location, message, created_at)
       SELECT users.id, (SELECT id FROM event_types WHERE slug = $2), $3, users.city, users.zip_code, users.country,
              users.latitude, users.longitude, (SELECT id FROM service_types WHERE slug = $4), $5,
              (SELECT id FROM project_ranges WHERE kind = 'guest' AND position = $6),
              (SELECT id FROM project_ranges WHERE kind = 'planner-budget' AND position = $6),
              (SELECT id FROM project_ranges WHERE kind = 'budget' AND position = $6),
              $7, 'near-event', $8, $9
       FROM users WHERE users.id = $1`,
      [
        couple.id,
        project.eventType,
        isoDate(new Date(now.getTime() + project.eventInDays * DAY_MS)),
        project.serviceType,
        project.theme,
        project.rangePosition,
        project.languages,
        project.message,
        new Date(now.getTime() - project.createdDaysAgo * DAY_MS),
      ],
    );
  }
}
