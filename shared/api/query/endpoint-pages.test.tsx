// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { listPageEntries } from '@shared/api/contract/page-number';
import { pageNumberSchema } from '@shared/api/contract/primitives';
import { endpoint } from '@shared/api/endpoint';
import { fakeFetch, json } from '@shared/testing/fake-fetch';
import { eventually, renderRoot } from '@shared/testing/react-root';
import { useEndpointMutation } from './endpoint-mutation';
import { entriesOfPages, useEndpointPages } from './endpoint-pages';
import { useEndpointQuery } from './endpoint-query';
import { createQueryClient } from './query-client';

const notes = endpoint({
  name: 'test_paged_notes',
  method: 'GET',
  path: '/api/notes',
  auth: 'none',
  summary: 'test endpoint',
  request: v.object({ folder: v.string(), page: v.optional(pageNumberSchema, 1) }),
  response: v.object({ notes: v.array(v.object({ id: v.number() })), ...listPageEntries }),
});

const touch = endpoint({
  name: 'test_touch_notes',
  method: 'POST',
  path: '/api/notes/touch',
  auth: 'none',
  summary: 'test endpoint',
  request: v.object({}),
  response: v.object({ success: v.boolean() }),
});

/** A folder of `total` notes, newest (highest id) first, `size` a page; POST adds a newer one. */
function notesServer(total: number, size = 2) {
  let count = total;
  return fakeFetch((request) => {
    if (request.method === 'POST') {
      count += 1;
      return json({ success: true });
    }
    const page = Number(request.query.page ?? 1);
    const ids = Array.from({ length: count }, (_, index) => count - index);
    return json({
      notes: ids.slice((page - 1) * size, page * size).map((id) => ({ id })),
      page,
      pageCount: Math.max(1, Math.ceil(count / size)),
      total: count,
    });
  });
}

interface Hooks {
  pages: ReturnType<typeof useEndpointPages<typeof notes>>;
  single: ReturnType<typeof useEndpointQuery<typeof notes>>;
  touch: ReturnType<typeof useEndpointMutation<typeof touch>>;
}

let cleanUp = () => {};
afterEach(() => cleanUp());

function render(server: ReturnType<typeof notesServer>) {
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const latest = {} as Hooks;
  function Page() {
    latest.pages = useEndpointPages(notes, { folder: 'a' });
    latest.single = useEndpointQuery(notes, { folder: 'a' });
    latest.touch = useEndpointMutation(touch, { invalidates: [notes] });
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

const shownIds = (hooks: Hooks) =>
  entriesOfPages(hooks.pages.data?.pages ?? [], (page) => page.notes).map(({ id }) => id);
/** The pages the paged query asked for, in order (the single-page query sends no page). */
const pagesAsked = (server: ReturnType<typeof notesServer>) =>
  server.requests.flatMap((request) => (request.query.page === undefined ? [] : [request.query.page]));

describe('useEndpointPages', () => {
  it('reads the first page, then each next one on demand, and stops at the last', async () => {
    const server = notesServer(5);
    const hooks = render(server);
    await eventually(() => expect(shownIds(hooks)).toEqual([5, 4]));
    expect(hooks.pages.hasNextPage).toBe(true);
    await act(() => hooks.pages.fetchNextPage());
    await act(() => hooks.pages.fetchNextPage());
    await eventually(() => expect(shownIds(hooks)).toEqual([5, 4, 3, 2, 1]));
    expect(hooks.pages.hasNextPage).toBe(false);
    expect(server.requests.map((request) => request.query)).toContainEqual({ folder: 'a', page: '3' });
  });

  it('keeps its pages apart from the single-page query of the same input', async () => {
    const server = notesServer(3);
    const hooks = render(server);
    await eventually(() => expect(hooks.single.data?.notes).toEqual([{ id: 3 }, { id: 2 }]));
    await eventually(() => expect(hooks.pages.data?.pages).toHaveLength(1));
    expect(hooks.single.data).not.toHaveProperty('pages');
  });

  it('reads every page again once a change makes the list stale, each entry shown once', async () => {
    const server = notesServer(4);
    const hooks = render(server);
    await eventually(() => expect(shownIds(hooks)).toEqual([4, 3]));
    await act(() => hooks.pages.fetchNextPage());
    await eventually(() => expect(shownIds(hooks)).toEqual([4, 3, 2, 1]));
    const before = pagesAsked(server).length;
    act(() => hooks.touch.mutate({}));
    // A new note pushes every other one a place back: 3 comes again at the head of page 2.
    await eventually(() => expect(pagesAsked(server).slice(before)).toEqual(['1', '2']));
    await eventually(() => expect(shownIds(hooks)).toEqual([5, 4, 3, 2]));
  });
});

describe('entriesOfPages', () => {
  it('keeps the pages’ order and the first of two copies of an entry', () => {
    const pages = [{ ids: [9, 8] }, { ids: [8, 7] }, { ids: [6] }];
    const entries = entriesOfPages(pages, (page) => page.ids.map((id) => ({ id })));
    expect(entries.map(({ id }) => id)).toEqual([9, 8, 7, 6]);
  });
});
