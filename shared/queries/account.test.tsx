// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { EXAMPLE_USER } from '@shared/api/contract/examples';
import { createQueryClient } from '@shared/api/query';
import { currentUser } from '@shared/session/current-user';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { fakeFetch, failure, json } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { useUpdateProfile } from './account';

let cleanUp: () => void = () => {};
beforeEach(() => {
  storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  currentUser.value = EXAMPLE_USER;
});
afterEach(() => {
  cleanUp();
  clearTokens();
  currentUser.value = null;
});

function settings(fake: ReturnType<typeof fakeFetch>) {
  const client = createQueryClient({ api: createApiClient({ fetch: fake.fetch }) });
  const latest = {} as { update: ReturnType<typeof useUpdateProfile> };
  function Settings() {
    latest.update = useUpdateProfile({ language: 'de' });
    return null;
  }
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      <Settings />
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  return latest;
}

describe('the profile update', () => {
  it('sends the changes and makes the answered user the page’s current user', async () => {
    // A new email waits for its confirmation: the answered user keeps the confirmed one.
    const changed = { ...EXAMPLE_USER, locale: 'de' };
    const pendingEmail = {
      email: 'neu@example.de',
      sentAt: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-11-28T10:00:00.000Z',
      linkExpired: false,
    };
    const fake = fakeFetch(() => json({ success: true, user: changed, pendingEmail }));
    const hooks = settings(fake);
    act(() => hooks.update.mutate({ email: 'neu@example.de', locale: 'de' }));
    await eventually(() => expect(currentUser.value).toEqual(changed));
    expect(
      fake.requests.map(({ method, path, body, language }) => ({ method, path, body, language })),
    ).toEqual([
      {
        method: 'POST',
        path: '/api/update-profile',
        body: { email: 'neu@example.de', locale: 'de' },
        language: 'de',
      },
    ]);
  });

  it('leaves the current user as it was when refused', async () => {
    const fake = fakeFetch(() => failure(400, 'Email ungültig'));
    const hooks = settings(fake);
    act(() => hooks.update.mutate({ email: 'bad@example.paris' }));
    await eventually(() => expect(hooks.update.isError).toBe(true));
    expect(currentUser.value).toEqual(EXAMPLE_USER);
  });

  it('does not bring back a user whose session ended while the change was on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const fake = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const hooks = settings(fake);
    act(() => hooks.update.mutate({ locale: 'en' }));
    await eventually(() => expect(fake.requests).toHaveLength(1));
    act(() => {
      clearTokens();
      currentUser.value = null;
    });
    answer(json({ success: true, user: { ...EXAMPLE_USER, locale: 'en' }, pendingEmail: null }));
    await settle();
    await settle();
    expect(currentUser.value).toBeNull();
  });
});
