import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import { useDraft } from '@shared/queries/project-draft';
import { entriesOfPages } from '@shared/api/query';
import { useEventTypes } from '@shared/queries/project-reference';
import { useProjectPages } from '@shared/queries/projects';
import { buttonClassName } from '@shared/ui/button/button-class';
import { LoadFailedState, LoadingState } from '@shared/ui/query-state';
import { calendarToday } from '@shared/validation';
import { upcomingProjects } from '@shared/features/upcoming-projects/upcoming-projects';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';
import { ClosedProjects } from './closed-projects';
import { ProjectList } from './project-list';

export interface CoupleHomeProps {
  language: Language;
  /** `YYYY-MM-DD`: the projects of this day or later are upcoming. */
  today?: string;
  /** Takes the focus to the title as it appears (after a sign-in on the page). */
  focusTitle?: boolean;
}

interface UpcomingProjectsProps {
  language: Language;
  today: string;
  /** The home's title: the focus goes there when the "more" button goes away. */
  title: RefObject<HTMLHeadingElement | null>;
  eventTypeName: (slug: string) => string | undefined;
}

/**
 * The upcoming ones of the couple's open projects, newest first, a page at a time: under the open-project cap
 * one page holds them all, and "more" shows only for a couple who had more before the cap.
 */
function UpcomingProjects({ language, today, title, eventTypeName }: UpcomingProjectsProps) {
  const { t } = useTranslation();
  const projects = useProjectPages({ signedIn: true, language });
  if (projects.isPending) {
    return <LoadingState>{t('projectSite.home.loading')}</LoadingState>;
  }
  // Once a page is there it stays shown: a later page that fails says so under it (MorePages).
  if (projects.data === undefined) {
    return <LoadFailedState title={t('projectSite.home.loadFailed')} onRetry={() => projects.refetch()} />;
  }
  const listed = entriesOfPages(projects.data.pages, (page) => page.projects);
  const upcoming = upcomingProjects(listed, today);
  return (
    <>
      {upcoming.length === 0 && (
        <div className="state">
          <p className="state__title">{t('projectSite.home.empty')}</p>
        </div>
      )}
      <ProjectList
        query={projects}
        projects={upcoming}
        language={language}
        eventTypeName={eventTypeName}
        level="h2"
        more={t('projectSite.home.more')}
        focusAtEnd={title}
      />
    </>
  );
}

/**
 * The signed-in couple's home: their upcoming projects with how many planners each contacted and how many
 * answered, the wizard's unfinished draft, a new project, and below them the closed projects. Rendered only while a session is held.
 */
export function CoupleHome({ language, today = calendarToday(), focusTitle = false }: CoupleHomeProps) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const draft = useDraft({ signedIn: true }).data?.draft ?? null;
  const eventTypes = useEventTypes({ language }).data;
  const eventTypeName = (slug: string) => eventTypes?.find((type) => type.slug === slug)?.name;
  return (
    <section className="project-home" aria-labelledby="project-home-title">
      <div className="project-home__head">
        <h1 id="project-home-title" ref={title} tabIndex={-1}>
          {t('projectSite.home.title')}
        </h1>
        <a className={buttonClassName('primary')} href={WIZARD_PATH}>
          {t('projectSite.home.newProject')}
        </a>
      </div>
      {draft !== null && (
        <div className="notice project-home__draft">
          <h2>{t('projectSite.home.draftTitle')}</h2>
          <p>{t('projectSite.home.draftText')}</p>
          <a className={buttonClassName('secondary')} href={WIZARD_PATH}>
            {t('projectSite.home.continueDraft')}
          </a>
        </div>
      )}
      <UpcomingProjects language={language} today={today} title={title} eventTypeName={eventTypeName} />
      <ClosedProjects language={language} eventTypeName={eventTypeName} />
    </section>
  );
}
