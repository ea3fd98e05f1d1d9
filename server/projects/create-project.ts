import { MAX_OPEN_PROJECTS, type Project } from '@shared/api/contract/projects';
import type { Database } from '../db/database';
import { HttpError, tooManyRequests } from '../http/http-error';
import { lockCoupleProjects, projectCreationRoom } from './project-limits';
import { insertProject, type ProjectRecord } from './projects';

/**
 * Creates a project for the couple within the limits of project-limits.ts, counted and written in one
 * transaction under the couple's project lock: past MAX_OPEN_PROJECTS a 409 (close one first), past a
 * creation cap a 429 with the honest Retry-After; either way nothing is written.
 */
export async function createProject(
  db: Database,
  userId: number,
  record: ProjectRecord,
  now: Date,
): Promise<Project> {
  return db.transaction(async (tx) => {
    await lockCoupleProjects(tx, userId);
    const room = await projectCreationRoom(tx, { userId, now });
    if (!room.fits && room.limit === 'open-projects')
      throw new HttpError(409, 'server.tooManyOpenProjects', { max: MAX_OPEN_PROJECTS });
    if (!room.fits) throw tooManyRequests('server.tooManyProjectsCreated', room.retryAfterSeconds);
    return insertProject(tx, userId, record, now);
  });
}
