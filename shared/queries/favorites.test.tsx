// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { EXAMPLE_USER } from '@shared/api/contract/examples';
import { createQueryClient, forgetUserDataWhenSessionEnds } from '@shared/api/query';
import { currentUser } from '@shared/session/current-user';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { useHasSession } from '@shared/session/use-has-session';
import { fakeFetch, failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { exampleDirectoryCard } from '@shared/testing/provider-fixtures';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { shownAsFavorite, useFavorite, type ToggleRecord } from './favorites';

const LUMIERE = '0b6c5a0e-0000-4000-8000-000000000001';
const JOURS = '0b6c5a0e-0000-4000-8000-000000000002';

function card(publicId: string): DirectoryCard {
  return exampleDirectoryCard({ id: 1, publicId });
}

const FAVORITES = '/api/directory/favorites';
const TOGGLE = '/api/directory/toggle-favorite';

interface Pending {
  request: SentRequest;
  answer: (response: Response) => void;
}

/** A server whose answers wait until the test gives them. */
function heldServer() {
  const pending: Pending[] = [];
  const server = fakeFetch((request) => new Promise<Response>((answer) => pending.push({ request, answer })));
  const next = async (path: string): Promise<Pending> => {
    let found: Pending | undefined;
    await eventually(() => {
      found = pending.find((item) => item.request.path === path);
      expect(found, `a request to ${path}`).toBeDefined();
    });
    pending.splice(pending.indexOf(found as Pending), 1);
    return found as Pending;
  };
  return { ...server, pending, next };
}

const heardOf: string[] = [];

/** A heart as the islands draw it, reduced to its pressed state and its click. */
function Heart({ publicId }: { publicId: string }) {
  const signedIn = useHasSession();
  const favorite = useFavorite(publicId, {
    signedIn,
    language: 'fr',
    onToggled: ({ isFavorite }) => heardOf.push(isFavorite ? 'added' : 'removed'),
    onToggleFailed: (cause) => heardOf.push(`failed: ${cause.message}`),
  });
  return (
    <button type="button" aria-pressed={favorite.isFavorite} onClick={favorite.toggle}>
      {favorite.known ? 'known' : 'unknown'}
    </button>
  );
}

let cleanUp: () => void = () => {};
afterEach(() => {
  act(() => cleanUp());
  clearTokens();
  currentUser.value = null;
  heardOf.length = 0;
});

function signIn() {
  act(() => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    currentUser.value = EXAMPLE_USER;
  });
}

function signOut() {
  act(() => {
    clearTokens();
    currentUser.value = null;
  });
}

/** A page with `hearts`, whose query client follows the session as the page's does. */
function page(server: ReturnType<typeof heldServer>, hearts: readonly string[]) {
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const stopFollowing = forgetUserDataWhenSessionEnds(client);
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      {hearts.map((publicId, index) => (
        <Heart key={index} publicId={publicId} />
      ))}
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    stopFollowing();
    client.clear();
  };
  const buttons = () => [...rendered.container.querySelectorAll('button')];
  return {
    pressed: () => buttons().map((button) => button.getAttribute('aria-pressed')),
    known: () => buttons().map((button) => button.textContent),
    click: (index: number) => act(() => buttons()[index]?.click()),
  };
}

const requestsTo = (server: ReturnType<typeof heldServer>, path: string) =>
  server.requests.filter((request) => request.path === path);

describe('the favourites of a page', () => {
  beforeEach(signIn);

  it('are read once for all the hearts of a signed-in page, with the session’s token', async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE, LUMIERE, JOURS]);
    (await server.next(FAVORITES)).answer(json({ favorites: [card(JOURS)] }));
    await eventually(() => expect(hearts.pressed()).toEqual(['false', 'false', 'true']));
    expect(requestsTo(server, FAVORITES).map((request) => request.authorization)).toEqual([
      'Bearer access-1',
    ]);
  });

  it('are not read for an anonymous visitor, then read when the visitor signs in anywhere on the page', async () => {
    signOut();
    const server = heldServer();
    const hearts = page(server, [LUMIERE]);
    await settle();
    expect({ requests: server.requests.length, known: hearts.known() }).toEqual({
      requests: 0,
      known: ['unknown'],
    });
    signIn();
    (await server.next(FAVORITES)).answer(json({ favorites: [card(LUMIERE)] }));
    await eventually(() => expect(hearts.pressed()).toEqual(['true']));
  });

  it('are emptied when the session ends, and the list of a session that has ended is dropped', async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE]);
    const firstRead = await server.next(FAVORITES);
    signOut();
    signIn();
    const secondRead = await server.next(FAVORITES);
    expect(firstRead.request.signal?.aborted).toBe(true);
    firstRead.answer(json({ favorites: [card(LUMIERE)] }));
    secondRead.answer(json({ favorites: [] }));
    await eventually(() => expect(hearts.known()).toEqual(['known']));
    expect(hearts.pressed()).toEqual(['false']);
  });
});

describe('a toggle', () => {
  beforeEach(signIn);

  it('changes every heart of the provider at the click, says what the server answered, and reads the list again', async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE, LUMIERE, JOURS]);
    (await server.next(FAVORITES)).answer(json({ favorites: [] }));
    await eventually(() => expect(hearts.known()).toEqual(['known', 'known', 'known']));

    hearts.click(0);
    const toggle = await server.next(TOGGLE);
    expect(toggle.request.body).toEqual({ publicId: LUMIERE });
    expect(hearts.pressed()).toEqual(['true', 'true', 'false']);

    toggle.answer(json({ publicId: LUMIERE, isFavorite: true }));
    const reread = await server.next(FAVORITES);
    expect(heardOf).toEqual(['added']);
    expect(hearts.pressed()).toEqual(['true', 'true', 'false']);
    reread.answer(json({ favorites: [card(LUMIERE)] }));
    await settle();
    expect(hearts.pressed()).toEqual(['true', 'true', 'false']);
  });

  it('is not sent twice while the first is unanswered', async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE, LUMIERE]);
    (await server.next(FAVORITES)).answer(json({ favorites: [] }));
    await eventually(() => expect(hearts.known()).toEqual(['known', 'known']));
    hearts.click(0);
    await server.next(TOGGLE);
    hearts.click(1);
    await settle();
    expect(requestsTo(server, TOGGLE)).toHaveLength(1);
  });

  it('refused puts the heart back and says why', async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE]);
    (await server.next(FAVORITES)).answer(json({ favorites: [card(LUMIERE)] }));
    await eventually(() => expect(hearts.pressed()).toEqual(['true']));
    hearts.click(0);
    await eventually(() => expect(hearts.pressed()).toEqual(['false']));
    (await server.next(TOGGLE)).answer(failure(500, 'Maintenance'));
    await eventually(() => expect(heardOf).toEqual(['failed: HTTP 500: Maintenance']));
    await eventually(() => expect(hearts.pressed()).toEqual(['true']));
  });

  it("shows the server's answer when the list cannot be read, which is not said (docs/product/errors-and-failure-screen.md#silent-failures)", async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE]);
    const failRead = async () => (await server.next(FAVORITES)).answer(failure(500, 'Panne'));
    // The read is tried three times (a 5xx may pass), then given up without a word.
    await failRead();
    await failRead();
    await failRead();
    await eventually(() => expect(hearts.known()).toEqual(['known']), 5000);
    expect({ pressed: hearts.pressed(), heard: heardOf }).toEqual({ pressed: ['false'], heard: [] });

    hearts.click(0);
    (await server.next(TOGGLE)).answer(json({ publicId: LUMIERE, isFavorite: true }));
    await failRead();
    await eventually(() => expect(heardOf).toEqual(['added']));
    // The toggle is settled, its list read again has failed: the answer stays on show.
    await settle();
    await settle();
    expect(hearts.pressed()).toEqual(['true']);
  });

  it('answered after a sign-out is not said, and shows nothing', async () => {
    const server = heldServer();
    const hearts = page(server, [LUMIERE]);
    (await server.next(FAVORITES)).answer(json({ favorites: [] }));
    await eventually(() => expect(hearts.known()).toEqual(['known']));
    hearts.click(0);
    const toggle = await server.next(TOGGLE);
    signOut();
    toggle.answer(json({ publicId: LUMIERE, isFavorite: true }));
    await settle();
    await settle();
    expect({ pressed: hearts.pressed(), heard: heardOf }).toEqual({ pressed: ['false'], heard: [] });
  });
});

describe('shownAsFavorite', () => {
  const list = (readAt: number, ...ids: string[]) => ({ ids: new Set(ids), readAt });
  const toggle = (record: Partial<ToggleRecord>): ToggleRecord => ({
    status: 'success',
    submittedAt: 0,
    isFavorite: undefined,
    wasFavorite: undefined,
    ...record,
  });

  it('follows the list when no toggle was answered after it was read', () => {
    expect(shownAsFavorite(LUMIERE, list(10, LUMIERE), [])).toBe(true);
    expect(shownAsFavorite(LUMIERE, list(10, LUMIERE), [toggle({ submittedAt: 5, isFavorite: false })])).toBe(
      true,
    );
  });

  it('follows the answer of a toggle sent after the list was read, or when there is no list', () => {
    expect(shownAsFavorite(LUMIERE, list(10), [toggle({ submittedAt: 20, isFavorite: true })])).toBe(true);
    expect(shownAsFavorite(LUMIERE, undefined, [toggle({ submittedAt: 20, isFavorite: true })])).toBe(true);
  });

  it('shows the outcome a toggle in flight expects', () => {
    const inFlight = toggle({ status: 'pending', submittedAt: 20, wasFavorite: true });
    expect(shownAsFavorite(LUMIERE, list(10, LUMIERE), [inFlight])).toBe(false);
  });

  it('forgets a failed toggle', () => {
    const refused = toggle({ status: 'error', submittedAt: 20, wasFavorite: true });
    expect(shownAsFavorite(LUMIERE, list(10, LUMIERE), [refused])).toBe(true);
  });
});
