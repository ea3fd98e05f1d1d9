import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@shared/api/contract/projects';
import type { EventType } from '@shared/api/contract/reference';
import { SelectCombobox } from '@shared/ui/select-combobox';
import { eventDateFormat, summarizeProject } from './project-summary';

interface ProjectSelectorProps {
  projects: readonly Project[];
  selectedProjectId: number | null;
  onSelect: (projectId: number) => void;
  eventTypes: readonly EventType[];
  /** The locale dates are written in. */
  locale: string;
}

/**
 * The upcoming projects in a select-only combobox whose list is at most 245 px high
 * (docs/product/projects-and-requests.md#project-selector) and scrolls.
 */
export function ProjectSelector({
  projects,
  selectedProjectId,
  onSelect,
  eventTypes,
  locale,
}: ProjectSelectorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const dates = useMemo(() => eventDateFormat(locale), [locale]);
  const summaries = useMemo(
    () => new Map(projects.map((project) => [project.id, summarizeProject(project, eventTypes, dates)])),
    [projects, eventTypes, dates],
  );
  const summaryOf = (project: Project) =>
    summaries.get(project.id) ?? summarizeProject(project, eventTypes, dates);
  return (
    <div className="pp-ui-field pp-contact-widget__projects">
      <span className="pp-ui-field__label" id={labelId}>
        {t('contactWidget.presentation.projectLabel')}
      </span>
      <SelectCombobox
        options={projects}
        selectedKey={selectedProjectId === null ? null : String(selectedProjectId)}
        onSelect={(project) => onSelect(project.id)}
        keyOf={(project) => String(project.id)}
        textOf={(project) => {
          const { title, details } = summaryOf(project);
          return `${title} ${details}`;
        }}
        renderOption={(project) => {
          const { title, details } = summaryOf(project);
          return (
            <span className="pp-contact-widget__project">
              <span className="pp-contact-widget__project-title">{title}</span>
              <span className="pp-contact-widget__project-details">{details}</span>
            </span>
          );
        }}
        placeholder={t('contactWidget.presentation.projectPlaceholder')}
        labelledBy={labelId}
      />
    </div>
  );
}
