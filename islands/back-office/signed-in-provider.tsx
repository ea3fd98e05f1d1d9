import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionExpiredError } from '@shared/api/client';
import type * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ResponseOf } from '@shared/api/endpoint';
import { loginPathFor } from '@shared/islands/back-office-paths';
import { useProvider } from '@shared/queries/provider-account';
import { LoadingState, QueryState } from '@shared/ui/query-state';
import type { BackOfficeNavigation } from './browser-navigation';

export type SignedInProviderAnswer = ResponseOf<typeof accountApi.me>;

/**
 * A failure that says the browser holds no provider's session: none could be renewed, or the token is not
 * a provider's (a couple's, on a shared cookie domain), or the account is gone.
 */
function needsSignIn(error: unknown): boolean {
  return (
    error instanceof SessionExpiredError || (error instanceof ApiError && [401, 403].includes(error.status))
  );
}

export interface SignedInProviderProps extends BackOfficeNavigation {
  children: (provider: SignedInProviderAnswer) => ReactNode;
}

/**
 * The frame of a page only a signed-in provider sees: the provider (GET /api/me) once loaded; a skeleton
 * until then; the failure with a retry when it cannot be loaded. A browser without a provider's session is
 * sent to the sign-in, which brings it back here. The server cannot tell (the access token's cookie may have
 * gone while the refresh token renews it), so the page's island decides, once.
 */
export function SignedInProvider({ goTo, currentPath, children }: SignedInProviderProps) {
  const { t } = useTranslation();
  const { signedIn, query } = useProvider();
  const signInFirst = !signedIn || (query.isError && needsSignIn(query.error));
  useEffect(() => {
    if (signInFirst) goTo(loginPathFor(currentPath()));
  }, [signInFirst, goTo, currentPath]);

  if (signInFirst) return <LoadingState>{t('backOfficeShell.frame.signInFirst')}</LoadingState>;
  if (!query.isSuccess) {
    return (
      <QueryState
        query={query}
        loading={t('backOfficeShell.frame.loading')}
        loadFailed={t('backOfficeShell.frame.loadFailed')}
      />
    );
  }
  return children(query.data);
}
