import type { Project } from '@shared/api/contract/projects';
import { isCalendarDate } from '@shared/validation';

/**
 * The projects a request can present (docs/product/projects-and-requests.md#upcoming-projects): those whose
 * event is still to come — today counts, as it does when a project is created — newest first (the highest id
 * is the latest created).
 */
export function upcomingProjects(projects: readonly Project[], today: string): Project[] {
  return projects
    .filter((project) => isCalendarDate(project.eventDate) && project.eventDate >= today)
    .sort((a, b) => b.id - a.id);
}
