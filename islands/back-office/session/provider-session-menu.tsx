import { useTranslation } from 'react-i18next';
import * as sessionApi from '@shared/api/contract/session';
import { useEndpointMutation } from '@shared/api/query';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { useProvider } from '@shared/queries/provider-account';
import { logout } from '@shared/session';
import { Button } from '@shared/ui/button';
import type { GoTo } from '../browser-navigation';

export interface ProviderSessionMenuProps {
  language: string;
  /** Leaves the page once logged out. */
  goTo: GoTo;
}

/**
 * The back-office header's session (its classes are the project site's header session's: one look for the
 * session of a shared host's header): "Se connecter" for a visitor, the provider's company and "log out"
 * once signed in. A provider that cannot be loaded reads as signed out here; the page's own frame says why.
 */
export function ProviderSessionMenu({ language, goTo }: ProviderSessionMenuProps) {
  const { t } = useTranslation();
  const { signedIn, query } = useProvider();
  const logOut = useEndpointMutation(sessionApi.logout, {
    language,
    // The session ends on this browser whatever the server answered: its tokens are forgotten here.
    onSettled() {
      logout();
      goTo(BACK_OFFICE_PATHS.login);
    },
  });

  if (signedIn && query.isPending) return <span className="project-session__pending" aria-hidden="true" />;
  if (!signedIn || !query.isSuccess) {
    return (
      <a className="project-session__sign-in" href={BACK_OFFICE_PATHS.login}>
        {t('backOfficeShell.session.signIn')}
      </a>
    );
  }
  return (
    <span className="project-session__user">
      <span className="project-session__name">{query.data.company.name}</span>
      <Button
        variant="secondary"
        aria-disabled={logOut.isPending || undefined}
        onClick={() => {
          if (!logOut.isPending) logOut.mutate({});
        }}
      >
        {logOut.isPending ? t('backOfficeShell.session.loggingOut') : t('backOfficeShell.session.logOut')}
      </Button>
    </span>
  );
}
