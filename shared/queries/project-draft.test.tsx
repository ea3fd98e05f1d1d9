// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import type { SavedDraft } from '@shared/api/contract/project-drafts';
import { createQueryClient } from '@shared/api/query';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { fakeFetch, json, type SentRequest } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { useDiscardDraft, useDraft, useSaveDraft } from './project-draft';

const SAVED_AT = '2026-06-01T10:00:00.000Z';

const saved = (step: number): SavedDraft => ({
  step,
  answers: { eventType: 'wedding' },
  planners: [12],
  savedProject: null,
  updatedAt: SAVED_AT,
});

interface Pending {
  request: SentRequest;
  answer: (response: Response) => void;
}

/** A server whose answers to saves wait until the test gives them; the first read finds step 1. */
function server() {
  const pending: Pending[] = [];
  const fake = fakeFetch((request) => {
    if (request.method === 'GET') return json({ success: true, draft: saved(1) });
    return new Promise<Response>((answer) => pending.push({ request, answer }));
  });
  return { ...fake, pending };
}

type Hooks = {
  draft: ReturnType<typeof useDraft>;
  save: ReturnType<typeof useSaveDraft>;
  discard: ReturnType<typeof useDiscardDraft>;
};

let cleanUp: () => void = () => {};
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));
afterEach(() => {
  cleanUp();
  clearTokens();
});

function wizard(fake: ReturnType<typeof server>) {
  const client = createQueryClient({ api: createApiClient({ fetch: fake.fetch }) });
  const latest = {} as Hooks;
  function Wizard() {
    latest.draft = useDraft({ signedIn: true });
    latest.save = useSaveDraft({ language: 'fr' });
    latest.discard = useDiscardDraft({ language: 'fr' });
    return null;
  }
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      <Wizard />
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  return latest;
}

describe('the draft queries', () => {
  it('read the draft once; a save puts the server’s answer in its place without reading it again', async () => {
    const fake = server();
    const hooks = wizard(fake);
    await eventually(() => expect(hooks.draft.data?.draft?.step).toBe(1));
    act(() => hooks.save.mutate({ step: 2, answers: { eventType: 'wedding' }, planners: [12] }));
    await eventually(() => expect(fake.pending).toHaveLength(1));
    fake.pending[0]?.answer(json({ success: true, draft: saved(2) }));
    await eventually(() => expect(hooks.draft.data?.draft?.step).toBe(2));
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/project-draft',
      'PUT /api/project-draft',
    ]);
  });

  it('send saves one at a time, in order, and a discard after them', async () => {
    const fake = server();
    const hooks = wizard(fake);
    await eventually(() => expect(hooks.draft.data).toBeDefined());
    act(() => hooks.save.mutate({ step: 2 }));
    act(() => hooks.save.mutate({ step: 3 }));
    act(() => hooks.discard.mutate({}));
    await eventually(() => expect(fake.pending).toHaveLength(1));
    await settle();
    expect(fake.pending.map(({ request }) => request.body)).toEqual([{ step: 2 }]);
    fake.pending[0]?.answer(json({ success: true, draft: saved(2) }));
    await eventually(() => expect(fake.pending).toHaveLength(2));
    expect(fake.pending[1]?.request.body).toEqual({ step: 3 });
    fake.pending[1]?.answer(json({ success: true, draft: saved(3) }));
    await eventually(() => expect(fake.pending).toHaveLength(3));
    expect(fake.pending[2]?.request.method).toBe('DELETE');
    fake.pending[2]?.answer(json({ success: true }));
    await eventually(() => expect(hooks.draft.data?.draft).toBeNull());
  });

  it('keep nothing a save answers after the session has ended', async () => {
    const fake = server();
    const hooks = wizard(fake);
    await eventually(() => expect(hooks.draft.data?.draft?.step).toBe(1));
    act(() => hooks.save.mutate({ step: 4 }));
    await eventually(() => expect(fake.pending).toHaveLength(1));
    clearTokens();
    fake.pending[0]?.answer(json({ success: true, draft: saved(4) }));
    await settle();
    await settle();
    expect(hooks.draft.data?.draft?.step).toBe(1);
  });
});
