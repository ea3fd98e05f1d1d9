import type { Project } from '@shared/api/contract/projects';
import type { EventType } from '@shared/api/contract/reference';

export interface ProjectSummary {
  /** The event type's name from `data-event-types`, else its slug. */
  title: string;
  /** The event date, written out, and the place. */
  details: string;
}

/** How a project reads in the selector: "Mariage", "12 septembre 2030 · Lyon". */
export function summarizeProject(
  project: Project,
  eventTypes: readonly EventType[],
  dates: Intl.DateTimeFormat,
): ProjectSummary {
  const title = eventTypes.find((type) => type.slug === project.eventType)?.name ?? project.eventType;
  const [year = 0, month = 1, day = 1] = project.eventDate.split('-').map(Number);
  const date = dates.format(new Date(Date.UTC(year, month - 1, day)));
  return { title, details: [date, project.eventLocation].filter(Boolean).join(' · ') };
}

/** Event dates are calendar days: written in UTC so that no time zone moves them to the day before. */
export function eventDateFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
}
