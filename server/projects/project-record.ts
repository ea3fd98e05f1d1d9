import type { saveProject } from '@shared/api/contract/projects';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { Queryable } from '../db/database';
import { projectLocation } from './project-location';
import { resolveProjectReferences } from './project-references';
import type { ProjectRecord } from './projects';

/**
 * A whole project as `save_project` takes it, parsed by the contract, or as it is stored (whose country and
 * languages were checked when they were saved).
 */
export type ProjectFields = Omit<ParsedRequestOf<typeof saveProject>, 'country' | 'languages'> & {
  country?: string | null | undefined;
  languages?: readonly string[] | undefined;
};

/**
 * What to store for a project: its references resolved to ids (a 400 naming an unknown one), its place
 * located, empty texts as null and each language once.
 */
export async function projectRecord(db: Queryable, fields: ProjectFields): Promise<ProjectRecord> {
  const references = await resolveProjectReferences(db, fields);
  const location = await projectLocation(db, fields);
  return {
    ...references,
    ...location,
    eventDate: fields.eventDate,
    eventLocation: fields.eventLocation,
    zipCode: fields.zipCode || null,
    theme: fields.theme || null,
    languages: [...new Set(fields.languages ?? [])],
    plannerLocation: fields.plannerLocation ?? null,
    message: fields.message || null,
  };
}
