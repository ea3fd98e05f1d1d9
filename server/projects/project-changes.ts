import type { Project, updateProject } from '@shared/api/contract/projects';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { projectRecord, type ProjectFields } from './project-record';
import { findOwnedProject, updateProjectRecord } from './projects';

export type ProjectChanges = ParsedRequestOf<typeof updateProject>;

/**
 * The project's fields once the changes apply: an absent field (the contract leaves it out) keeps its value,
 * `null` clears it. A new place
 * brings its own details (absent ones cleared), so the server places it again as when the project was saved;
 * the place kept keeps its coordinates.
 */
export function changedFields(project: Project, changes: ProjectChanges): ProjectFields {
  const current: ProjectFields = {
    eventType: project.eventType,
    eventDate: project.eventDate,
    eventLocation: project.eventLocation ?? '',
    zipCode: project.zipCode,
    country: project.country,
    latitude: project.latitude,
    longitude: project.longitude,
    serviceType: project.serviceType,
    theme: project.theme,
    guestRange: project.guestRange,
    plannerBudgetRange: project.plannerBudgetRange,
    budgetRange: project.budgetRange,
    languages: project.languages,
    plannerLocation: project.plannerLocation,
    message: project.message,
  };
  const place =
    changes.eventLocation === undefined
      ? {}
      : {
          zipCode: changes.zipCode ?? null,
          country: changes.country ?? null,
          latitude: changes.latitude ?? null,
          longitude: changes.longitude ?? null,
        };
  return { ...current, ...changes, ...place };
}

/**
 * Applies changes to one of the couple's projects, under its row lock: 404 when it is missing or someone
 * else's (the same answer), 409 once it is closed, a 400 naming an unknown reference; nothing is written
 * unless every change is.
 */
export function updateOwnedProject(
  db: Database,
  userId: number,
  projectId: number,
  changes: ProjectChanges,
): Promise<Project> {
  return db.transaction(async (tx) => {
    const project = await findOwnedProject(tx, userId, projectId, { forUpdate: true });
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    if (project.status === 'closed') throw new HttpError(409, 'server.projectClosed');
    await updateProjectRecord(tx, project.id, await projectRecord(tx, changedFields(project, changes)));
    const updated = await findOwnedProject(tx, userId, project.id);
    if (!updated) throw new Error('an updated project vanished within its transaction');
    return updated;
  });
}
