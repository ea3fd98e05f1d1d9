// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { endpoint } from '@shared/api/endpoint';
import { currentUser } from '@shared/session/current-user';
import { EXAMPLE_USER } from '@shared/api/contract/examples';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { fakeFetch, failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { useEndpointMutation } from './endpoint-mutation';
import { endpointQueryKey, useEndpointQuery } from './endpoint-query';
import { forgetUserDataWhenSessionEnds } from './follow-session';
import { createQueryClient } from './query-client';

const notes = endpoint({
  name: 'test_notes',
  method: 'GET',
  path: '/api/notes',
  auth: 'none',
  summary: 'test endpoint',
  request: v.object({ folder: v.string() }),
  response: v.object({ notes: v.array(v.string()) }),
});

const addNote = endpoint({
  name: 'test_add_note',
  method: 'POST',
  path: '/api/notes',
  auth: 'none',
  summary: 'test endpoint',
  request: v.object({ folder: v.string(), text: v.string() }),
  response: v.object({ success: v.boolean() }),
});

const myNotes = endpoint({ ...notes, name: 'test_my_notes', path: '/api/my-notes', auth: 'couple' });

/** A server keeping notes by folder; `answer`, when it answers, overrides its answer to a request. */
function notesServer(answer?: (...request: Parameters<FakeHandler>) => ReturnType<FakeHandler> | undefined) {
  const folders = new Map<string, string[]>([['a', ['one']]]);
  return fakeFetch((request, index) => {
    const overridden = answer?.(request, index);
    if (overridden) return overridden;
    if (request.method === 'POST') {
      const { folder, text } = request.body as { folder: string; text: string };
      folders.set(folder, [...(folders.get(folder) ?? []), text]);
      return json({ success: true });
    }
    return json({ notes: folders.get(request.query.folder ?? '') ?? [] });
  });
}

function withClient(client: QueryClient, children: ReactNode) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Notes({ folder, retryDelay }: { folder: string; retryDelay?: number }) {
  const query = useEndpointQuery(notes, { folder }, { retryDelay });
  if (query.isError) return <p>{`${query.error.name} ${query.error.message}`}</p>;
  return <p>{query.data ? query.data.notes.join(', ') : '…'}</p>;
}

function AddNote({ text }: { text: string }) {
  const mutation = useEndpointMutation(addNote, { invalidates: [notes] });
  return (
    <button type="button" onClick={() => mutation.mutate({ folder: 'a', text })}>
      add
    </button>
  );
}

let cleanUp: (() => void) | undefined;
afterEach(() => {
  cleanUp?.();
  cleanUp = undefined;
  clearTokens();
  currentUser.value = null;
});

function render(server: ReturnType<typeof fakeFetch>, element: ReactNode) {
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const rendered = renderRoot(withClient(client, element));
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  return {
    ...rendered,
    client,
    texts: () => [...rendered.container.querySelectorAll('p')].map((p) => p.textContent),
  };
}

describe('useEndpointQuery and useEndpointMutation', () => {
  it('ask again for a query a mutation invalidates, and show its new answer', async () => {
    const server = notesServer();
    const page = render(
      server,
      <>
        <Notes folder="a" />
        <AddNote text="two" />
      </>,
    );
    await eventually(() => expect(page.texts()).toEqual(['one']));

    act(() => page.container.querySelector('button')?.click());

    await eventually(() => expect(page.texts()).toEqual(['one, two']));
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/notes',
      'POST /api/notes',
      'GET /api/notes',
    ]);
  });

  it('make one request for two components asking for the same call, and show both the answer', async () => {
    const server = notesServer();
    const page = render(
      server,
      <>
        <Notes folder="a" />
        <Notes folder="a" />
      </>,
    );
    await eventually(() => expect(page.texts()).toEqual(['one', 'one']));
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('do not try a call the server refused (4xx) again', async () => {
    const server = notesServer(() => failure(404, 'No such folder'));
    const page = render(server, <Notes folder="a" retryDelay={0} />);
    await eventually(() => expect(page.texts()).toEqual(['ApiError HTTP 404: No such folder']));
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('try a call the server failed (5xx) twice more, then show the failure', async () => {
    const server = notesServer(() => failure(503, 'Maintenance'));
    const page = render(server, <Notes folder="a" retryDelay={0} />);
    await eventually(() => expect(page.texts()).toEqual(['ApiError HTTP 503: Maintenance']));
    expect(server.requests).toHaveLength(3);
  });

  it('abort the request of a query superseded by another one, and show only the newer answer', async () => {
    let answerA: (response: Response) => void = () => {};
    const server = notesServer((request) =>
      request.query.folder === 'a' ? new Promise<Response>((resolve) => (answerA = resolve)) : undefined,
    );
    function Folder() {
      const [folder, setFolder] = useState('a');
      return (
        <>
          <Notes folder={folder} />
          <button type="button" onClick={() => setFolder('b')}>
            b
          </button>
        </>
      );
    }
    const page = render(server, <Folder />);
    await eventually(() => expect(server.requests).toHaveLength(1));

    act(() => page.container.querySelector('button')?.click());
    await eventually(() => expect(page.texts()).toEqual(['']));

    const [first, second] = server.requests;
    expect({ a: first?.signal?.aborted, b: second?.signal?.aborted }).toEqual({ a: true, b: false });
    answerA(json({ notes: ['late'] }));
    await settle();
    expect(page.texts()).toEqual(['']);
  });

  it('key a call by its endpoint, its input, its path parameters and its language', () => {
    expect(endpointQueryKey(notes, { folder: 'a' }, { language: 'nl' })).toEqual([
      'test_notes',
      { folder: 'a' },
      { params: undefined, language: 'nl' },
    ]);
  });
});

describe('the end of a session', () => {
  it("forgets the answers only a user gets, without asking again, and asks again for everyone's", async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    currentUser.value = EXAMPLE_USER;
    const server = fakeFetch((request) =>
      json({ notes: [request.authorization === undefined ? 'public' : `${request.path} of the couple`] }),
    );
    function Both() {
      const mine = useEndpointQuery(myNotes, { folder: 'a' });
      const everyone = useEndpointQuery({ ...notes, auth: 'optional' as const }, { folder: 'a' });
      return (
        <>
          <p>{mine.data?.notes.join() ?? 'none'}</p>
          <p>{everyone.data?.notes.join() ?? 'none'}</p>
        </>
      );
    }
    const page = render(server, <Both />);
    const stopFollowing = forgetUserDataWhenSessionEnds(page.client);
    await eventually(() =>
      expect(page.texts()).toEqual(['/api/my-notes of the couple', '/api/notes of the couple']),
    );

    act(() => {
      clearTokens();
      currentUser.value = null;
    });

    await eventually(() => expect(page.texts()).toEqual(['none', 'public']));
    stopFollowing();
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/my-notes', 'Bearer access-1'],
      ['/api/notes', 'Bearer access-1'],
      ['/api/notes', undefined],
    ]);
  });
});
