import { useQueryClient } from '@tanstack/react-query';
import * as accountApi from '@shared/api/contract/account';
import type { PendingEmail } from '@shared/api/contract/account';
import * as sessionApi from '@shared/api/contract/session';
import type { ResponseOf } from '@shared/api/endpoint';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { currentUser } from '@shared/session/current-user';
import { getAccessToken } from '@shared/session/token-cookies';

type PendingAnswer = ResponseOf<typeof accountApi.emailChange>;

/** The pending address carries no text of the server's: one cache entry whatever the page's language. */
const PENDING_KEY = endpointQueryKey(accountApi.emailChange, {});

/** Puts the server's word on the pending address in the cache, unless the session ended meanwhile. */
function usePutPendingEmail() {
  const client = useQueryClient();
  return (pendingEmail: PendingEmail | null) => {
    if (getAccessToken() !== undefined) {
      client.setQueryData<PendingAnswer>(PENDING_KEY, { success: true, pendingEmail });
    }
  };
}

/**
 * The account settings' changes (POST /api/update-profile): the answered user becomes the page's current
 * user at once, so a new language switches the interface without waiting for /api/me to be asked again, and
 * a new email is answered pending (the user keeps the confirmed one). Names and phone are refused by the
 * server, field by field.
 */
export function useUpdateProfile({ language }: { language: string }) {
  const putPending = usePutPendingEmail();
  return useEndpointMutation(accountApi.updateProfile, {
    invalidates: [sessionApi.me],
    language,
    onSuccess({ user, pendingEmail }) {
      // An answer that comes back after a sign-out is for a session that is gone.
      if (getAccessToken() !== undefined) currentUser.value = user;
      putPending(pendingEmail);
    },
  });
}

/** The signed-in couple's new address waiting for confirmation (`pendingEmail: null` when none waits). */
export function usePendingEmail({ signedIn }: { signedIn: boolean }) {
  return useEndpointQuery(accountApi.emailChange, {}, { enabled: signedIn });
}

/** Sends a new confirmation link to the pending address: `mutate({})`. */
export function useResendEmailConfirmation({ language }: { language: string }) {
  const putPending = usePutPendingEmail();
  return useEndpointMutation(accountApi.resendEmailConfirmation, {
    language,
    onSuccess: ({ pendingEmail }) => putPending(pendingEmail),
  });
}

/** Forgets the pending address, keeping the confirmed one: `mutate({})`. */
export function useCancelEmailChange({ language }: { language: string }) {
  const putPending = usePutPendingEmail();
  return useEndpointMutation(accountApi.cancelEmailChange, {
    language,
    onSuccess: () => putPending(null),
  });
}
