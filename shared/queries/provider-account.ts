import { useQueryClient } from '@tanstack/react-query';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import type { ResponseOf } from '@shared/api/endpoint';
import { endpointQueryKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { getAccessToken } from '@shared/session/token-cookies';
import { useHasSession } from '@shared/session/use-has-session';

type ProviderAnswer = ResponseOf<typeof accountApi.me>;

/** The provider carries no text of the server's: one cache entry whatever the page's language. */
const ME_KEY = endpointQueryKey(accountApi.me, {});

/**
 * The signed-in provider, their company and their onboarding (GET /api/me of the back-office), asked once per
 * page while the browser holds a session: the header and the page's content share the page's query client.
 */
export function useProvider() {
  const signedIn = useHasSession();
  const query = useEndpointQuery(accountApi.me, {}, { enabled: signedIn });
  return { signedIn, query };
}

/**
 * Puts the user an account change answers in the provider's cache entry, so that every island of the page
 * shows it at once, unless the session ended meanwhile.
 */
function usePutUser() {
  const client = useQueryClient();
  return ({ user }: { user: ProviderUser }) => {
    if (getAccessToken() === undefined) return;
    client.setQueryData<ProviderAnswer>(ME_KEY, (known) => (known ? { ...known, user } : known));
  };
}

/**
 * An account change whose answer is the provider's user (locale, name, address, phone, onboarding): the
 * answer goes into the cache, and /api/me is asked again for what else it changes (the onboarding's steps).
 */
function useUserChange<
  E extends
    | typeof accountApi.changeLocale
    | typeof accountApi.updatePersonalInfo
    | typeof accountApi.changeEmail
    | typeof accountApi.resendAddressConfirmation
    | typeof accountApi.verifyPhone
    | typeof onboardingApi.finishOnboarding,
>(endpoint: E, language: string) {
  const putUser = usePutUser();
  return useEndpointMutation(endpoint, {
    language,
    invalidates: [accountApi.me, onboardingApi.onboarding],
    onSuccess: putUser,
  });
}

export const useChangeLocale = ({ language }: { language: string }) =>
  useUserChange(accountApi.changeLocale, language);

export const useUpdatePersonalInfo = ({ language }: { language: string }) =>
  useUserChange(accountApi.updatePersonalInfo, language);

/** A new sign-in address, pending until its link is followed: the answered user says so (`pendingEmail`). */
export const useChangeEmail = ({ language }: { language: string }) =>
  useUserChange(accountApi.changeEmail, language);

/** A new link to the sign-in address not confirmed yet, for whom the first did not reach. */
export const useResendAddressConfirmation = ({ language }: { language: string }) =>
  useUserChange(accountApi.resendAddressConfirmation, language);

export const useVerifyPhone = ({ language }: { language: string }) =>
  useUserChange(accountApi.verifyPhone, language);

export const useFinishOnboarding = ({ language }: { language: string }) =>
  useUserChange(onboardingApi.finishOnboarding, language);

/** Sends a code to a new number (`checkPhone` first: a number another account has is refused before). */
export const useChangePhone = ({ language }: { language: string }) =>
  useEndpointMutation(accountApi.changePhone, { language });

export const useCheckPhone = ({ language }: { language: string }) =>
  useEndpointMutation(accountApi.checkPhone, { language });

export const useChangePassword = ({ language }: { language: string }) =>
  useEndpointMutation(accountApi.changePassword, { language });

export const useDeleteAccount = ({ language }: { language: string }) =>
  useEndpointMutation(accountApi.deleteAccount, { language });
