import type { Project, ProjectStatus } from '@shared/api/contract/projects';
import type { Queryable, SqlParam } from '../db/database';

/** A project as the contract shows it: event and service types by slug, ranges by id. */
const PROJECT_SELECT = `
  SELECT projects.id, projects.event_date AS "eventDate", event_types.slug AS "eventType",
         projects.event_location AS "eventLocation", projects.zip_code AS "zipCode", projects.country,
         projects.latitude, projects.longitude, service_types.slug AS "serviceType", projects.theme,
         projects.guest_range_id AS "guestRange", projects.planner_budget_range_id AS "plannerBudgetRange",
         projects.budget_range_id AS "budgetRange", projects.languages,
         projects.planner_location AS "plannerLocation", projects.message,
         projects.created_at AS "createdAt", projects.closed_at AS "closedAt"
  FROM projects
  JOIN event_types ON event_types.id = projects.event_type_id
  LEFT JOIN service_types ON service_types.id = projects.service_type_id`;

type ProjectRow = Omit<Project, 'status' | 'createdAt' | 'closedAt'> & {
  createdAt: Date;
  closedAt: Date | null;
};

function toProject({ createdAt, closedAt, ...row }: ProjectRow): Project {
  const status: ProjectStatus = closedAt === null ? 'open' : 'closed';
  return { ...row, status, createdAt: createdAt.toISOString(), closedAt: closedAt?.toISOString() ?? null };
}

/** What a list asks for: the open projects (those a request can be sent from), the closed ones, or all. */
export type ProjectFilter = 'open' | 'closed' | 'all';

const FILTER_CONDITIONS: Record<ProjectFilter, string> = {
  open: 'AND projects.closed_at IS NULL',
  closed: 'AND projects.closed_at IS NOT NULL',
  all: '',
};

/**
 * One page of a couple's projects the filter keeps, newest id first (past ones too: the widget offers only
 * upcoming ones), and how many the filter keeps in all. A page past the last is empty.
 */
export async function projectsPage(
  db: Queryable,
  {
    userId,
    filter,
    page,
    pageSize,
  }: { userId: number; filter: ProjectFilter; page: number; pageSize: number },
): Promise<{ projects: Project[]; total: number }> {
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM projects WHERE projects.user_id = $1 ${FILTER_CONDITIONS[filter]}`,
    [userId],
  );
  const rows = await db.query<ProjectRow>(
    `${PROJECT_SELECT} WHERE projects.user_id = $1 ${FILTER_CONDITIONS[filter]}
     ORDER BY projects.id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  );
  return { projects: rows.map(toProject), total: counted?.total ?? 0 };
}

/**
 * The project if it belongs to `userId`; null when it does not exist or is someone else's, so that a caller
 * cannot tell the two apart. `forUpdate` locks its row until the transaction ends (a change and a close
 * cannot cross).
 */
export async function findOwnedProject(
  db: Queryable,
  userId: number,
  projectId: number,
  { forUpdate = false } = {},
): Promise<Project | null> {
  const [row] = await db.query<ProjectRow>(
    `${PROJECT_SELECT} WHERE projects.id = $1 AND projects.user_id = $2${forUpdate ? ' FOR UPDATE OF projects' : ''}`,
    [projectId, userId],
  );
  return row ? toProject(row) : null;
}

/** A record's values in the order both statements list its columns, from event_type_id to message. */
function recordValues(record: ProjectRecord): SqlParam[] {
  return [
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
  ];
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
    [userId, ...recordValues(record), createdAt],
  );
  const project = inserted && (await findOwnedProject(db, userId, inserted.id));
  if (!project) throw new Error('project insert returned no row');
  return project;
}

/** Writes a project's fields (all of them, as `record` has them after a change). */
export async function updateProjectRecord(
  db: Queryable,
  projectId: number,
  record: ProjectRecord,
): Promise<void> {
  await db.query(
    `UPDATE projects SET event_type_id = $2, event_date = $3, event_location = $4, zip_code = $5, country = $6,
       latitude = $7, longitude = $8, service_type_id = $9, theme = $10, guest_range_id = $11,
       planner_budget_range_id = $12, budget_range_id = $13, languages = $14, planner_location = $15,
       message = $16
     WHERE id = $1`,
    [projectId, ...recordValues(record)],
  );
}

/**
 * Closes the project if it belongs to `userId` (a closed one keeps the date it was first closed); null when it
 * does not exist or is someone else's.
 */
export async function closeOwnedProject(
  db: Queryable,
  userId: number,
  projectId: number,
  now: Date,
): Promise<Project | null> {
  const [closed] = await db.query<{ id: number }>(
    `UPDATE projects SET closed_at = coalesce(closed_at, $3) WHERE id = $1 AND user_id = $2 RETURNING id`,
    [projectId, userId, now],
  );
  return closed ? findOwnedProject(db, userId, closed.id) : null;
}
