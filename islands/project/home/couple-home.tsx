import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import { useDraft } from '@shared/queries/project-draft';
import { useProjects } from '@shared/queries/projects';
import { buttonClassName } from '@shared/ui/button/button-class';
import { LoadFailedState, LoadingState } from '@shared/ui/query-state';
import { calendarToday } from '@shared/validation';
import {
  projectTitle,
  upcomingProjects,
  type ListedProject,
} from '@shared/features/upcoming-projects/upcoming-projects';
import { WIZARD_PATH } from '@shared/features/project-wizard/wizard-url';

export const projectPath = (id: number) => `/projects/${id}`;

export interface CoupleHomeProps {
  language: Language;
  /** `YYYY-MM-DD`: the projects of this day or later are upcoming. */
  today?: string;
  /** Takes the focus to the title as it appears (after a sign-in on the page). */
  focusTitle?: boolean;
}

function ProjectItem({ project, language }: { project: ListedProject; language: Language }) {
  const { t } = useTranslation();
  return (
    <li className="project-home__item">
      <h2 className="project-home__project">
        <a href={projectPath(project.id)}>{projectTitle(project, language)}</a>
      </h2>
      <p>{t('projectSite.home.contacted', { count: project.requests.contacted })}</p>
      <p>{t('projectSite.home.answered', { count: project.requests.answered })}</p>
    </li>
  );
}

function ProjectList({ language, today }: { language: Language; today: string }) {
  const { t } = useTranslation();
  const projects = useProjects({ signedIn: true, language });
  if (projects.isPending) {
    return <LoadingState>{t('projectSite.home.loading')}</LoadingState>;
  }
  if (projects.isError) {
    return <LoadFailedState title={t('projectSite.home.loadFailed')} onRetry={() => projects.refetch()} />;
  }
  const upcoming = upcomingProjects(projects.data.projects, today);
  if (upcoming.length === 0) {
    return (
      <div className="state">
        <p className="state__title">{t('projectSite.home.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="project-home__list">
      {upcoming.map((project) => (
        <ProjectItem key={project.id} project={project} language={language} />
      ))}
    </ul>
  );
}

/**
 * The signed-in couple's home: their upcoming projects with how many planners each contacted and how many
 * answered, the wizard's unfinished draft, and a new project. Rendered only while a session is held.
 */
export function CoupleHome({ language, today = calendarToday(), focusTitle = false }: CoupleHomeProps) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const draft = useDraft({ signedIn: true }).data?.draft ?? null;
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
      <ProjectList language={language} today={today} />
    </section>
  );
}
