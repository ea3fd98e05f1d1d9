import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { projectHomePropsSchema } from '@shared/islands/project-shell-island-props';
import { useCurrentUser } from '@shared/queries/current-user';
import { LoadingState } from '@shared/ui/query-state';
import { defineFramedIsland, type SpokenProps } from '@islands/island-frame';
import { CoupleHome } from './couple-home';

/** The page's visitor content (welcome, claims, sign-in) shows only while nobody is signed in. */
function useVisitorContent(visitorId: string, shown: boolean): void {
  useEffect(() => {
    const visitor = document.getElementById(visitorId);
    if (visitor) visitor.hidden = !shown;
  }, [visitorId, shown]);
}

function ProjectHome({ language, visitorId }: SpokenProps<typeof projectHomePropsSchema>) {
  const { t } = useTranslation();
  const { user, pending } = useCurrentUser({ language });
  const visitor = user === null && !pending;
  useVisitorContent(visitorId, visitor);
  // Signed in on this page (the visitor's sign-in is gone with the visitor's part): the focus goes to the title.
  const [visitorShown, setVisitorShown] = useState(false);
  if (visitor && !visitorShown) setVisitorShown(true);
  // The server's skeleton, until the user is known.
  if (pending) {
    return (
      <>
        <h1>{t('projectSite.home.title')}</h1>
        <LoadingState>{t('projectSite.home.loading')}</LoadingState>
      </>
    );
  }
  if (user === null) return null;
  return <CoupleHome language={language} focusTitle={visitorShown} />;
}

/**
 * `data-island="project-home"`: the couple's home on the project site's root. The server writes the couple's
 * skeleton when the request carries a session cookie, the visitor content otherwise; this island settles it
 * once the user is known (a stale cookie shows the visitor content), and after a sign-in on the page.
 */
export default defineFramedIsland(PROJECT_SHELL_ISLANDS.home, projectHomePropsSchema, ProjectHome);
