import type { FastifyInstance } from 'fastify';
import * as projectsApi from '@shared/api/contract/projects';
import { bodyOf, callEndpoint } from './call-endpoint';
import type { SignedInCouple } from './signed-in-couple';

/** A wedding in Lyon with only what save-project requires, `changes` on top. */
export function exampleProject(changes: Partial<projectsApi.NewProject> = {}): projectsApi.NewProject {
  return {
    eventType: 'wedding',
    eventDate: '2031-06-14',
    eventLocation: 'Lyon',
    latitude: 45.76,
    longitude: 4.84,
    ...changes,
  };
}

/** Saves the example project for `owner` through save-project, as the couple's browser would. Answers its id. */
export async function saveExampleProject(
  app: FastifyInstance,
  owner: SignedInCouple,
  changes: Partial<projectsApi.NewProject> = {},
): Promise<number> {
  return bodyOf(await callEndpoint(app, projectsApi.saveProject, exampleProject(changes), { as: owner }))
    .project.id;
}
