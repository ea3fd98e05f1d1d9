import type { FastifyInstance } from 'fastify';
import { pageCountOf } from '@shared/api/contract/page-number';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import { refundUnlocksOfClosedProject } from '../back-office/lead-disputes/fair-charge';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { createProject } from './create-project';
import { updateOwnedProject } from './project-changes';
import { projectRecord } from './project-record';
import { NO_REQUESTS, requestCountsOfProjects, requestsOfProject } from './project-requests';
import { closeOwnedProject, findOwnedProject, projectsPage } from './projects';

export function registerProjectRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerEndpoint(app, projectsApi.getProjects, async ({ input, caller }) => {
    const { projects, total } = await projectsPage(db, {
      userId: caller.userId,
      filter: input.status,
      page: input.page,
      pageSize: projectsApi.PROJECTS_PAGE_SIZE,
    });
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
      page: input.page,
      pageCount: pageCountOf(total, projectsApi.PROJECTS_PAGE_SIZE),
      total,
    };
  });

  registerEndpoint(app, projectsApi.saveProject, async ({ input, caller }) => {
    // The references and the place are checked first: bad input is a 400 whatever the limits say.
    const record = await projectRecord(db, input);
    return { success: true as const, project: await createProject(db, caller.userId, record, clock.now()) };
  });

  registerEndpoint(app, projectViewApi.getProject, async ({ input, params, caller }) => {
    // Someone else's project answers exactly like a missing one: nothing tells the caller it exists.
    const project = await findOwnedProject(db, caller.userId, params.id);
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    const requestCounts = (await requestCountsOfProjects(db, [project.id])).get(project.id) ?? NO_REQUESTS;
    const pageSize = projectViewApi.PROJECT_REQUESTS_PAGE_SIZE;
    return {
      success: true as const,
      project,
      requests: await requestsOfProject(db, {
        projectId: project.id,
        page: input.page,
        pageSize,
        now: clock.now(),
      }),
      requestCounts,
      page: input.page,
      pageCount: pageCountOf(requestCounts.contacted, pageSize),
      total: requestCounts.contacted,
    };
  });

  registerEndpoint(app, projectsApi.updateProject, async ({ input, params, caller }) => ({
    success: true as const,
    project: await updateOwnedProject(db, caller.userId, params.id, input),
  }));

  registerEndpoint(app, projectsApi.closeProject, async ({ params, caller }) => {
    const project = await db.transaction(async (tx) => {
      const closed = await closeOwnedProject(tx, caller.userId, params.id, clock.now());
      // Fair charge: the leads of a project closed soon after their unlock are refunded with the close.
      if (closed) await refundUnlocksOfClosedProject(tx, closed.id, clock.now());
      return closed;
    });
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    return { success: true as const, project };
  });
}
