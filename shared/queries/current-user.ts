import { useEffect } from 'react';
import * as sessionApi from '@shared/api/contract/session';
import { useEndpointQuery } from '@shared/api/query';
import { currentUser } from '@shared/session/current-user';
import { getAccessToken } from '@shared/session/token-cookies';
import { useHasSession } from '@shared/session/use-has-session';

/**
 * The signed-in user (GET /api/me), asked once per page while the browser holds a session: the islands of a
 * page share the page's query client, so the header and the home make one call. The answer also becomes the
 * page's current user, which the elements on the page follow. A failed load is no error to show
 * (docs/product/session.md#signed-in-user): the page stays as for a visitor.
 */
export function useCurrentUser({ language }: { language: string }) {
  const signedIn = useHasSession();
  const me = useEndpointQuery(sessionApi.me, {}, { enabled: signedIn, language });
  const user = signedIn ? (me.data?.user ?? null) : null;
  useEffect(() => {
    // An answer that comes back after a sign-out is for a session that is gone.
    if (user !== null && getAccessToken() !== undefined) currentUser.value = user;
  }, [user]);
  return {
    user,
    /** Still to be settled: a session is held and /api/me has not answered yet. */
    pending: signedIn && me.isPending,
  };
}
