import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { entriesOfPages } from '@shared/api/query';
import type { Language } from '@shared/i18n';
import { useProjectPages } from '@shared/queries/projects';
import { LoadFailedState } from '@shared/ui/query-state';
import { ProjectList } from './project-list';

interface ClosedProjectsProps {
  language: Language;
  eventTypeName: (slug: string) => string | undefined;
}

/**
 * The couple's closed projects, below the upcoming ones: the history closing a project promises, each
 * opening its view, read-only. Nothing while they load or when there is none: most couples have none.
 */
export function ClosedProjects({ language, eventTypeName }: ClosedProjectsProps) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  const projects = useProjectPages({ signedIn: true, language, status: 'closed' });
  if (projects.isPending) return null;
  if (projects.data === undefined) {
    return (
      <LoadFailedState title={t('projectSite.home.closedLoadFailed')} onRetry={() => projects.refetch()} />
    );
  }
  const closed = entriesOfPages(projects.data.pages, (page) => page.projects);
  if (closed.length === 0) return null;
  return (
    <section className="project-home__closed-projects" aria-labelledby="project-home-closed-title">
      <h2 id="project-home-closed-title" ref={title} tabIndex={-1}>
        {t('projectSite.home.closedTitle')}
      </h2>
      <p>{t('projectSite.home.closedIntro')}</p>
      <ProjectList
        query={projects}
        projects={closed}
        language={language}
        eventTypeName={eventTypeName}
        level="h3"
        more={t('projectSite.home.closedMore')}
        focusAtEnd={title}
      />
    </section>
  );
}
