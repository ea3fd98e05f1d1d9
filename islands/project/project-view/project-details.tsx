import { useTranslation } from 'react-i18next';
import type { Project } from '@shared/api/contract/projects';
import { eventDateText } from '@shared/features/upcoming-projects/upcoming-projects';
import { rangeLabel, type ProjectReferences } from './use-project-references';

interface ProjectDetailsProps {
  project: Project;
  references: ProjectReferences;
  language: string;
}

/** The project's answers, each under its name; an answer left out says so. */
export function ProjectDetails({ project, references, language }: ProjectDetailsProps) {
  const { t } = useTranslation();
  const none = t('projectView.details.none');
  const rows: [string, string | null][] = [
    [t('projectView.details.eventType'), references.eventTypeName(project.eventType)],
    [t('projectView.details.eventDate'), eventDateText(project.eventDate, language)],
    [t('projectView.details.eventLocation'), project.eventLocation],
    [t('projectView.details.guestRange'), rangeLabel(references.guestRanges, project.guestRange)],
    [t('projectView.details.serviceType'), references.serviceTypeName(project.serviceType)],
    [
      t('projectView.details.plannerBudgetRange'),
      rangeLabel(references.plannerBudgetRanges, project.plannerBudgetRange),
    ],
    [t('projectView.details.budgetRange'), rangeLabel(references.budgetRanges, project.budgetRange)],
    [t('projectView.details.theme'), project.theme],
    [
      t('projectView.details.languages'),
      project.languages.length > 0
        ? project.languages.map((code) => t(`languages.${code}`, { defaultValue: code })).join(', ')
        : null,
    ],
    [t('projectView.details.message'), project.message],
  ];
  return (
    <dl className="pp-project-details">
      {rows.map(([name, value]) => (
        <div key={name} className="pp-project-details__row">
          <dt>{name}</dt>
          <dd className={value === null ? 'pp-project-details__none' : undefined}>{value ?? none}</dd>
        </div>
      ))}
    </dl>
  );
}
