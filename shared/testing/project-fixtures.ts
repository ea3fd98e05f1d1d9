import type { getProjects, Project } from '@shared/api/contract/projects';
import type { ResponseOf } from '@shared/api/endpoint';

/** A project as GET /api/get-projects lists it: the project and its request counts. */
type ListedProject = ResponseOf<typeof getProjects>['projects'][number];

/** Where the example projects take place: Lyon, with a postal code and a point in the city. */
export const LYON = {
  eventLocation: 'Lyon',
  zipCode: '69001',
  country: 'FR',
  latitude: 45.76,
  longitude: 4.83,
} as const;

/**
 * A couple's project as the contract gives it (save, view, change, close): an open wedding in Lyon with only
 * what the wizard requires, `changes` on top. Tests name the fields their checks depend on in `changes`, so
 * that a change of these defaults cannot silently change what a test checks.
 */
export function exampleProject(changes: Partial<Project> = {}): Project {
  return {
    id: 1,
    eventDate: '2031-06-14',
    eventType: 'wedding',
    ...LYON,
    serviceType: null,
    theme: null,
    guestRange: null,
    plannerBudgetRange: null,
    budgetRange: null,
    languages: [],
    plannerLocation: null,
    message: null,
    status: 'open',
    createdAt: '2026-01-01T00:00:00.000Z',
    closedAt: null,
    ...changes,
  };
}

/** The project of `exampleProject` as the list gives it, no request sent unless `changes` says otherwise. */
export function exampleListedProject(changes: Partial<ListedProject> = {}): ListedProject {
  return { ...exampleProject(), requests: { contacted: 0, answered: 0, accepted: 0 }, ...changes };
}

/** GET /api/get-projects's answer when one page holds every project of `projects`. */
export function exampleProjectPage(projects: ListedProject[]): ResponseOf<typeof getProjects> {
  return { success: true, projects, page: 1, pageCount: 1, total: projects.length };
}
