import * as projectViewApi from '@shared/api/contract/project-view';
import * as projectsApi from '@shared/api/contract/projects';
import type { RequestOf } from '@shared/api/endpoint';
import { useEndpointMutation, useEndpointPages, useEndpointQuery } from '@shared/api/query';

/**
 * The signed-in couple's projects: the list with each project's request counts (GET /api/get-projects), one
 * project's view with its requests (GET /api/projects/{id}), its change (PATCH) and its closing (POST
 * …/close). Replies come in while a page is open: a list or view is fresh for a minute, then asked again
 * when next shown.
 */
export const PROJECTS_STALE_TIME_MS = 60_000;

/** Which projects a list shows: the open ones (the default), the closed ones, or all. */
export type ProjectListFilter = NonNullable<RequestOf<typeof projectsApi.getProjects>['status']>;

interface SessionOptions {
  /** The browser holds a session (useHasSession): the couple's projects can be read. */
  signedIn: boolean;
  language: string;
}

/**
 * The first page of the couple's projects, newest first, each with how many planners it contacted and how
 * many answered. For the open ones, the page holds all of them (PROJECTS_PAGE_SIZE ≥ MAX_OPEN_PROJECTS): what
 * a choice of project reads.
 */
export function useProjects({
  signedIn,
  language,
  status = 'open',
}: SessionOptions & { status?: ProjectListFilter }) {
  return useEndpointQuery(
    projectsApi.getProjects,
    { status },
    { enabled: signedIn, language, staleTime: PROJECTS_STALE_TIME_MS },
  );
}

/** The couple's projects a page at a time, newest first, for a list that shows more on demand. */
export function useProjectPages({
  signedIn,
  language,
  status = 'open',
}: SessionOptions & { status?: ProjectListFilter }) {
  return useEndpointPages(
    projectsApi.getProjects,
    { status },
    { enabled: signedIn, language, staleTime: PROJECTS_STALE_TIME_MS },
  );
}

/**
 * One project of the couple's with the requests it sent, a page of requests at a time (the project and the
 * counts of all its requests on every page); a 404 (missing, or someone else's) is not retried.
 */
export function useProject(id: number, { signedIn, language }: SessionOptions) {
  return useEndpointPages(
    projectViewApi.getProject,
    {},
    { params: { id }, enabled: signedIn, language, staleTime: PROJECTS_STALE_TIME_MS },
  );
}

/** What a project's change or closing makes stale: the lists and the views. */
const PROJECT_READS = [projectsApi.getProjects, projectViewApi.getProject];

/**
 * Changes fields of an open project: `mutate({ input: changes, params: { id } })`. A refused field comes back
 * as a 400 naming it (for the form), a closed project as a 409.
 */
export function useUpdateProject({ language }: { language: string }) {
  return useEndpointMutation(projectsApi.updateProject, { invalidates: PROJECT_READS, language });
}

/** Closes a project, kept with its requests: `mutate({ input: {}, params: { id } })`. */
export function useCloseProject({ language }: { language: string }) {
  return useEndpointMutation(projectsApi.closeProject, { invalidates: PROJECT_READS, language });
}
