import * as accountApi from '@shared/api/contract/account';
import * as sessionApi from '@shared/api/contract/session';
import { useEndpointMutation } from '@shared/api/query';
import { currentUser } from '@shared/session/current-user';
import { getAccessToken } from '@shared/session/token-cookies';

/**
 * The account settings' changes (POST /api/update-profile): the answered user becomes the page's current
 * user at once, so a new language switches the interface without waiting for /api/me to be asked again.
 * Names and phone are refused by the server, field by field.
 */
export function useUpdateProfile({ language }: { language: string }) {
  return useEndpointMutation(accountApi.updateProfile, {
    invalidates: [sessionApi.me],
    language,
    onSuccess({ user }) {
      // An answer that comes back after a sign-out is for a session that is gone.
      if (getAccessToken() !== undefined) currentUser.value = user;
    },
  });
}
