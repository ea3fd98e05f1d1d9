import type { FastifyInstance } from 'fastify';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { updateOwnedProject } from './project-changes';
import { projectRecord } from './project-record';
import { NO_REQUESTS, requestCountsOfProjects, requestsOfProject } from './project-requests';
import { closeOwnedProject, findOwnedProject, insertProject, listProjects } from './projects';

export function registerProjectRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerEndpoint(app, projectsApi.getProjects, async ({ input, caller }) => {
    const projects = await listProjects(db, caller.userId, input.status);
    const counts = await requestCountsOfProjects(
      db,
      projects.map((project) => project.id),
    );
    return {
      success: true as const,
      projects: projects.map((project) => ({
        ...project,
        requests: counts.get(project.id) ?? NO_REQUESTS,
      })),
    };
  });

  registerEndpoint(app, projectsApi.saveProject, async ({ input, caller }) => {
    const project = await insertProject(db, caller.userId, await projectRecord(db, input), clock.now());
    return { success: true as const, project };
  });

  registerEndpoint(app, projectViewApi.getProject, async ({ params, caller }) => {
    // Someone else's project answers exactly like a missing one: nothing tells the caller it exists.
    const project = await findOwnedProject(db, caller.userId, params.id);
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    return {
      success: true as const,
      project,
      requests: await requestsOfProject(db, project.id, clock.now()),
    };
  });

  registerEndpoint(app, projectsApi.updateProject, async ({ input, params, caller }) => ({
    success: true as const,
    project: await updateOwnedProject(db, caller.userId, params.id, input),
  }));

  registerEndpoint(app, projectsApi.closeProject, async ({ params, caller }) => {
    const project = await closeOwnedProject(db, caller.userId, params.id, clock.now());
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    return { success: true as const, project };
  });
}
