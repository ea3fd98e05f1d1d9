import type { FastifyInstance } from 'fastify';
import * as projectsApi from '@shared/api/contract/projects';
import { bodyOf, callEndpoint } from './call-endpoint';
import type { SignedInCouple } from './signed-in-couple';

/**
 * Saves a project for `owner` through save-project, as the couple's browser would: a wedding in Lyon with only
 * what save-project requires, `changes` on top. Answers its id.
 */
export async function saveExampleProject(
  app: FastifyInstance,
  owner: SignedInCouple,
  changes: Partial<projectsApi.NewProject> = {},
): Promise<number> {
  const project: projectsApi.NewProject = {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    ...changes,
  };
  return bodyOf(await callEndpoint(app, projectsApi.saveProject, project, { as: owner })).project.id;
}
