import type { Project } from '@shared/api/contract/projects';
import type { Queryable } from '../db/database';

/** A project as the contract shows it: event and service types by slug, ranges by id. */
const PROJECT_SELECT = `
  SELECT projects.id, projects.event_date AS "eventDate", event_types.slug AS "eventType",
         projects.event_location AS "eventLocation", projects.zip_code AS "zipCode", projects.country,
         projects.latitude, projects.longitude, service_types.slug AS "serviceType", projects.theme,
         projects.guest_range_id AS "guestRange", projects.planner_budget_range_id AS "plannerBudgetRange",
         projects.budget_range_id AS "budgetRange", projects.languages,
         projects.planner_location AS "plannerLocation", projects.message
  FROM projects
  JOIN event_types ON event_types.id = projects.event_type_id
  LEFT JOIN service_types ON service_types.id = projects.service_type_id`;

/** Every project of a couple, newest id first; past ones too (the widget offers only upcoming ones). */
export function listProjects(db: Queryable, userId: number): Promise<Project[]> {
  return db.query<Project>(`${PROJECT_SELECT} WHERE projects.user_id = $1 ORDER BY projects.id DESC`, [
    userId,
  ]);
}

/**
 * The project if it belongs to `userId`; null when it does not exist or is someone else's, so that a caller
 * cannot tell the two apart.
 */
export async function findOwnedProject(
  db: Queryable,
  userId: number,
  projectId: number,
): Promise<Project | null> {
  const [project] = await db.query<Project>(
    `${PROJECT_SELECT} WHERE projects.id = $1 AND projects.user_id = $2`,
    [projectId, userId],
  );
  return project ?? null;
}

/** What is stored: reference data by id, the location already placed (or left unplaced). */
export interface ProjectRecord {
  eventTypeId: number;
  eventDate: string;
  eventLocation: string;
  zipCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  serviceTypeId: number | null;
  theme: string | null;
  guestRangeId: number | null;
  plannerBudgetRangeId: number | null;
  budgetRangeId: number | null;
  languages: readonly string[];
  plannerLocation: string | null;
  message: string | null;
}

export async function insertProject(
  db: Queryable,
  userId: number,
  record: ProjectRecord,
  createdAt: Date,
): Promise<Project> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO projects (user_id, event_type_id, event_date, event_location, zip_code, country, latitude,
                           longitude, service_type_id, theme, guest_range_id, planner_budget_range_id,
                           budget_range_id, languages, planner_location, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     RETURNING id`,
    [
      userId,
      record.eventTypeId,
      record.eventDate,
      record.eventLocation,
      record.zipCode,
      record.country,
      record.latitude,
      record.longitude,
      record.serviceTypeId,
      record.theme,
      record.guestRangeId,
      record.plannerBudgetRangeId,
      record.budgetRangeId,
      record.languages,
      record.plannerLocation,
      record.message,
      createdAt,
    ],
  );
  const project = inserted && (await findOwnedProject(db, userId, inserted.id));
  if (!project) throw new Error('project insert returned no row');
  return project;
}
