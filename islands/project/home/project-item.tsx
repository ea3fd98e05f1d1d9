import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import {
  eventDateText,
  projectTitle,
  type ListedProject,
} from '@shared/features/upcoming-projects/upcoming-projects';

const projectPath = (id: number) => `/projects/${id}`;

interface ProjectItemProps {
  project: ListedProject;
  language: Language;
  /** The event type's name in the page's language, once the list of types is there. */
  eventType: string | undefined;
  /** The level of the project's heading: under the page's title, or under a section's. */
  level: 'h2' | 'h3';
}

/**
 * A project's card on the couple's home: its event type, date and place, linked to its view, and how many
 * planners it contacted and how many answered; a closed one says since when.
 */
export function ProjectItem({ project, language, eventType, level: Heading }: ProjectItemProps) {
  const { t } = useTranslation();
  const title = [eventType, projectTitle(project, language)].filter(Boolean).join(' · ');
  return (
    <li className="project-home__item">
      <Heading className="project-home__project">
        <a href={projectPath(project.id)}>{title}</a>
      </Heading>
      {project.closedAt !== null && (
        <p className="project-home__closed">
          {t('projectSite.home.closedOn', { date: eventDateText(project.closedAt.slice(0, 10), language) })}
        </p>
      )}
      <p>{t('projectSite.home.contacted', { count: project.requests.contacted })}</p>
      <p>{t('projectSite.home.answered', { count: project.requests.answered })}</p>
    </li>
  );
}
