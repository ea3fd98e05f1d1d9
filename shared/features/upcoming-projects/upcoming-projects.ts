import type { ResponseOf } from '@shared/api/endpoint';
import type * as projectsApi from '@shared/api/contract/projects';

export type ListedProject = ResponseOf<typeof projectsApi.getProjects>['projects'][number];

/**
 * The home's projects (docs/product/projects-and-requests.md#upcoming-projects): the open ones whose event is
 * today or later (`today` is `YYYY-MM-DD`), newest first (the highest id was created last).
 */
export function upcomingProjects(projects: readonly ListedProject[], today: string): ListedProject[] {
  return projects
    .filter((project) => project.status === 'open' && project.eventDate >= today)
    .sort((a, b) => b.id - a.id);
}

/** A project's event date in the page's language ("12 septembre 2031"); the date is a calendar day. */
export function eventDateText(eventDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${eventDate}T00:00:00Z`),
  );
}

/** How a list names a project: its date, then its place when it has one ("12 septembre 2031 · Lyon"). */
export function projectTitle(
  { eventDate, eventLocation }: Pick<ListedProject, 'eventDate' | 'eventLocation'>,
  language: string,
): string {
  const date = eventDateText(eventDate, language);
  return eventLocation ? `${date} · ${eventLocation}` : date;
}
