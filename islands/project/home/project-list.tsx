import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import type { ListedProject } from '@shared/features/upcoming-projects/upcoming-projects';
import type { useProjectPages } from '@shared/queries/projects';
import { MorePages } from '@shared/ui/query-state';
import { ProjectItem } from './project-item';

interface ProjectListProps {
  /** The pages the projects come from: "more" asks for the next one. */
  query: ReturnType<typeof useProjectPages>;
  /** The projects of the loaded pages that this list shows. */
  projects: readonly ListedProject[];
  language: Language;
  eventTypeName: (slug: string) => string | undefined;
  /** The level of each project's heading: under the page's title, or under a section's. */
  level: 'h2' | 'h3';
  /** The "more" button's text. */
  more: string;
  /** Where the focus goes when the "more" button goes away. */
  focusAtEnd: RefObject<HTMLHeadingElement | null>;
}

/** A list of the couple's project cards, a page at a time. */
export function ProjectList({
  query,
  projects,
  language,
  eventTypeName,
  level,
  more,
  focusAtEnd,
}: ProjectListProps) {
  const { t } = useTranslation();
  return (
    <>
      {projects.length > 0 && (
        <ul className="project-home__list">
          {projects.map((project) => (
            <ProjectItem
              key={project.id}
              project={project}
              language={language}
              eventType={eventTypeName(project.eventType)}
              level={level}
            />
          ))}
        </ul>
      )}
      <MorePages
        query={query}
        more={more}
        loading={t('projectSite.home.moreLoading')}
        loadFailed={t('projectSite.home.moreFailed')}
        focusAtEnd={focusAtEnd}
      />
    </>
  );
}
