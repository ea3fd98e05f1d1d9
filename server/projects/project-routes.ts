import type { FastifyInstance } from 'fastify';
import * as projectsApi from '@shared/api/contract/projects';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { registerEndpoint } from '../http/register-endpoint';
import { projectLocation } from './project-location';
import { resolveProjectReferences } from './project-references';
import { insertProject, listProjects } from './projects';

export function registerProjectRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  registerEndpoint(app, projectsApi.getProjects, async ({ caller }) => ({
    success: true as const,
    projects: await listProjects(db, caller.userId),
  }));

  registerEndpoint(app, projectsApi.saveProject, async ({ input, caller }) => {
    const references = await resolveProjectReferences(db, input);
    const location = await projectLocation(db, input);
    const project = await insertProject(
      db,
      caller.userId,
      {
        ...references,
        ...location,
        eventDate: input.eventDate,
        eventLocation: input.eventLocation,
        zipCode: input.zipCode || null,
        theme: input.theme || null,
        languages: [...new Set(input.languages ?? [])],
        plannerLocation: input.plannerLocation ?? null,
        message: input.message || null,
      },
      clock.now(),
    );
    return { success: true as const, project };
  });
}
