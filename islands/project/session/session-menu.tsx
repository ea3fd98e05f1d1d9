import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as sessionApi from '@shared/api/contract/session';
import { useEndpointMutation } from '@shared/api/query';
import { useUpdateProfile } from '@shared/queries/account';
import { useCurrentUser } from '@shared/queries/current-user';
import { logout } from '@shared/session';
import { Button } from '@shared/ui/button';
import { followUserLocale, type LocalePort, type PageLocale } from './follow-user-locale';

/** Where a visitor signs in, and where a couple lands after logging out. */
export const REGISTER_PATH = '/register';
const HOME_PATH = '/';

export interface SessionMenuProps extends PageLocale {
  /** The locale the couple has just chosen with the header's switch (`en-PT`), else null. */
  chosenLocale: string | null;
  locale: LocalePort;
  /** Leaves the page once logged out. */
  goTo(path: string): void;
}

/**
 * The header's session: a sign-in link for a visitor; the couple's first name and "log out" once signed in.
 * It loads the user as the page starts, and switches the site to the user's language (SPEC §2), unless the
 * couple has just chosen a locale with the header's switch: that choice becomes the user's locale instead, so
 * the next pages keep it.
 */
export function SessionMenu({ language, country, chosenLocale, locale, goTo }: SessionMenuProps) {
  const { t } = useTranslation();
  const { user, pending } = useCurrentUser({ language });
  const saveLocale = useUpdateProfile({ language });
  const logOut = useEndpointMutation(sessionApi.logout, {
    language,
    // The session ends on this browser whatever the server answered: its tokens are forgotten here.
    onSettled() {
      logout();
      goTo(HOME_PATH);
    },
  });
  const userLocale = user?.locale ?? null;
  const signedIn = user !== null;
  const { mutate: save, isIdle: notSaved } = saveLocale;

  useEffect(() => {
    if (!signedIn) return;
    if (chosenLocale === null) followUserLocale(userLocale, { language, country }, locale);
    else if (userLocale !== chosenLocale && notSaved) save({ locale: chosenLocale });
  }, [signedIn, userLocale, chosenLocale, language, country, locale, save, notSaved]);

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
