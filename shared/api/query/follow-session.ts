import { effect } from '@preact/signals-react';
import type { QueryClient } from '@tanstack/react-query';
import { currentUser } from '@shared/session/current-user';
import { onSessionExpired } from '@shared/session/session-expired';
import type { EndpointMeta } from './query-client';

/** Answers only a signed-in user gets (a couple's favourites, a provider's leads). */
const forUserOnly = ({ meta }: { meta?: EndpointMeta | undefined }) =>
  meta !== undefined && meta.auth !== 'none' && meta.auth !== 'optional';

/**
 * Forgets what the calls made with the session's token answered, so that nothing of an ended session shows, or
 * lands later: the queries only a user gets go back to their initial state (their calls in flight cancelled),
 * not asked again since there is no session to ask with; the queries a user only personalises (auth `optional`)
 * are asked again, without the token, if in use; the mutations sent with the token are dropped.
 */
export function forgetUserData(client: QueryClient): void {
  for (const query of client.getQueryCache().findAll({ predicate: forUserOnly })) query.reset();
  void client.resetQueries({ predicate: (query) => query.meta?.auth === 'optional' });
  const mutations = client.getMutationCache();
  for (const mutation of mutations.findAll({
    predicate: (found) => forUserOnly(found) || found.meta?.auth === 'optional',
  })) {
    mutations.remove(mutation);
  }
}

/**
 * Forgets the user's data whenever the session ends on the page: a sign-out (the current user becomes null) or
 * an expiry broadcast by any element or island. Returns the function that stops following.
 */
export function forgetUserDataWhenSessionEnds(client: QueryClient): () => void {
  const stopFollowingUser = effect(() => {
    if (currentUser.value === null) forgetUserData(client);
  });
  const stopFollowingExpiry = onSessionExpired(() => forgetUserData(client));
  return () => {
    stopFollowingUser();
    stopFollowingExpiry();
  };
}
