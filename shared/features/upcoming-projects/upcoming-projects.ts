import type { ResponseOf } from '@shared/api/endpoint';
import type * as projectsApi from '@shared/api/contract/projects';
import type { Project } from '@shared/api/contract/projects';
import { isCalendarDate } from '@shared/validation';

export type ListedProject = ResponseOf<typeof projectsApi.getProjects>['projects'][number];

/**
 * The projects a request can present (docs/product/projects-and-requests.md#upcoming-projects): the open ones
 * whose event is still to come — today counts (`today` is `YYYY-MM-DD`), as it does when a project is
 * created — newest first (the highest id was created last). A project whose date is not a date is left out.
 */
export function upcomingProjects<Listed extends Pick<Project, 'id' | 'eventDate' | 'status'>>(
  projects: readonly Listed[],
  today: string,
): Listed[] {
  return projects
    .filter(
      (project) =>
        project.status === 'open' && isCalendarDate(project.eventDate) && project.eventDate >= today,
    )
    .sort((a, b) => b.id - a.id);
}

/**
 * A calendar day (`YYYY-MM-DD`, a project's event date) in the page's language ("12 septembre 2031"); a text
 * that is no date shows as it is.
 */
export function eventDateText(eventDate: string, language: string): string {
  const date = new Date(`${eventDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return eventDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** How a list names a project: its date, then its place when it has one ("12 septembre 2031 · Lyon"). */
export function projectTitle(
  { eventDate, eventLocation }: Pick<ListedProject, 'eventDate' | 'eventLocation'>,
  language: string,
): string {
  const date = eventDateText(eventDate, language);
  return eventLocation ? `${date} · ${eventLocation}` : date;
}
