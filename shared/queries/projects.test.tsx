// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import type { Project } from '@shared/api/contract/projects';
import { createQueryClient } from '@shared/api/query';
import { fakeFetch, json, type SentRequest } from '@shared/testing/fake-fetch';
import { exampleProject } from '@shared/testing/project-fixtures';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { useCloseProject, useProject, useProjects, useUpdateProject } from './projects';

const PROJECT = exampleProject({ id: 5, status: 'open' });
const ONE_PAGE = { page: 1, pageCount: 1, total: 1 };
const NO_REQUESTS = { contacted: 0, answered: 0, accepted: 0 };

/** The server of a couple with one project: its list, its view, its change and its closing. */
function server() {
  let project = PROJECT;
  return fakeFetch((request: SentRequest) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /api/get-projects') {
      return json({
        success: true,
        projects: [{ ...project, requests: { contacted: 2, answered: 1, accepted: 1 } }],
        ...ONE_PAGE,
      });
    }
    if (route === 'GET /api/projects/5') {
      return json({
        success: true,
        project,
        requests: [],
        requestCounts: NO_REQUESTS,
        ...ONE_PAGE,
        total: 0,
      });
    }
    if (route === 'PATCH /api/projects/5') {
      project = { ...project, ...(request.body as Partial<Project>) };
      return json({ success: true, project });
    }
    if (route === 'POST /api/projects/5/close') {
      project = { ...project, status: 'closed', closedAt: '2026-06-02T08:00:00.000Z' };
      return json({ success: true, project });
    }
    return json({ statusCode: 404, error: 'Not Found', message: route }, 404);
  });
}

type Hooks = {
  list: ReturnType<typeof useProjects>;
  view: ReturnType<typeof useProject>;
  update: ReturnType<typeof useUpdateProject>;
  close: ReturnType<typeof useCloseProject>;
};

let cleanUp: () => void = () => {};
afterEach(() => cleanUp());

/** A project page's hooks, signed in or not, whose latest values the test reads. */
function page(fake: ReturnType<typeof server>, signedIn = true) {
  const client = createQueryClient({ api: createApiClient({ fetch: fake.fetch }) });
  const latest = {} as Hooks;
  function Page() {
    latest.list = useProjects({ signedIn, language: 'nl' });
    latest.view = useProject(5, { signedIn, language: 'nl' });
    latest.update = useUpdateProject({ language: 'nl' });
    latest.close = useCloseProject({ language: 'nl' });
    return null;
  }
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  return latest;
}

const calls = (fake: ReturnType<typeof server>) =>
  fake.requests.map((request) => `${request.method} ${request.path}`);

describe('the project queries', () => {
  it('read the open projects with their counts, and one project’s view, in the page’s language', async () => {
    const fake = server();
    const hooks = page(fake);
    await eventually(() => expect(hooks.view.data?.pages[0]?.project.id).toBe(5));
    await eventually(() =>
      expect(hooks.list.data?.projects[0]?.requests).toEqual({ contacted: 2, answered: 1, accepted: 1 }),
    );
    expect(fake.requests.map(({ path, query, language }) => ({ path, query, language }))).toEqual([
      { path: '/api/get-projects', query: { status: 'open' }, language: 'nl' },
      { path: '/api/projects/5', query: { page: '1' }, language: 'nl' },
    ]);
  });

  it('ask nothing without a session', async () => {
    const fake = server();
    page(fake, false);
    await settle();
    expect(fake.requests).toEqual([]);
  });

  it('send a change to the project, then read the list and the view again', async () => {
    const fake = server();
    const hooks = page(fake);
    await eventually(() => expect(hooks.view.data).toBeDefined());
    act(() => hooks.update.mutate({ input: { theme: 'Bohème' }, params: { id: 5 } }));
    await eventually(() => expect(hooks.view.data?.pages[0]?.project.theme).toBe('Bohème'));
    expect(fake.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ theme: 'Bohème' });
    expect(calls(fake).slice(2).sort()).toEqual([
      'GET /api/get-projects',
      'GET /api/projects/5',
      'PATCH /api/projects/5',
    ]);
  });

  it('close the project, then read the list and the view again', async () => {
    const fake = server();
    const hooks = page(fake);
    await eventually(() => expect(hooks.view.data).toBeDefined());
    act(() => hooks.close.mutate({ input: {}, params: { id: 5 } }));
    await eventually(() => expect(hooks.view.data?.pages[0]?.project.status).toBe('closed'));
    expect(calls(fake).slice(2).sort()).toEqual([
      'GET /api/get-projects',
      'GET /api/projects/5',
      'POST /api/projects/5/close',
    ]);
  });
});
