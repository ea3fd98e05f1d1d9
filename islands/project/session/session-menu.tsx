import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as sessionApi from '@shared/api/contract/session';
import { useEndpointMutation } from '@shared/api/query';
import type { Language } from '@shared/i18n';
import { useCurrentUser } from '@shared/queries/current-user';
import { logout } from '@shared/session';
import { Button } from '@shared/ui/button';
import { followUserLocale, type LocalePort } from './follow-user-locale';

/** Where a visitor signs in, and where a couple lands after logging out. */
export const REGISTER_PATH = '/register';
const HOME_PATH = '/';

export interface SessionMenuProps {
  language: Language;
  locale: LocalePort;
  /** Leaves the page once logged out. */
  goTo(path: string): void;
}

/**
 * The header's session: a sign-in link for a visitor; the couple's first name and "log out" once signed in.
 * It loads the user as the page starts, and switches the site to the user's language (SPEC §2).
 */
export function SessionMenu({ language, locale, goTo }: SessionMenuProps) {
  const { t } = useTranslation();
  const { user, pending } = useCurrentUser({ language });
  const logOut = useEndpointMutation(sessionApi.logout, {
    language,
    // The session ends on this browser whatever the server answered: its tokens are forgotten here.
    onSettled() {
      logout();
      goTo(HOME_PATH);
    },
  });
  const userLocale = user?.locale ?? null;

  useEffect(() => {
    if (user !== null) followUserLocale(userLocale, language, locale);
  }, [user, userLocale, language, locale]);

  if (pending) return <span className="project-session__pending" aria-hidden="true" />;
  if (user === null) {
    return (
      <a className="project-session__sign-in" href={REGISTER_PATH}>
        {t('projectSite.session.signIn')}
      </a>
    );
  }
  return (
    <span className="project-session__user">
      {user.firstname && (
        <span className="project-session__name">
          {t('projectSite.session.greeting', { name: user.firstname })}
        </span>
      )}
      <Button variant="secondary" disabled={logOut.isPending} onClick={() => logOut.mutate({})}>
        {t('projectSite.session.logOut')}
      </Button>
    </span>
  );
}
