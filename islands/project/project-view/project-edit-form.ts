import * as v from 'valibot';
import type { Locality } from '@shared/api/contract/locality';
import {
  newProjectSchema,
  projectMessageSchema,
  type Project,
  type ProjectChanges,
} from '@shared/api/contract/projects';
import { isLanguage } from '@shared/i18n';
import { toCountryCode } from '@shared/sites';

const { eventType, eventDate, eventLocation, serviceType, theme, languages, plannerLocation } =
  newProjectSchema.entries;

/** A range's select, optional as in the wizard: a range's id, or '' for none. */
const rangeChoice = v.optional(v.pipe(v.string(), v.maxLength(12), v.regex(/^\d*$/)), '');

/**
 * The project view's form (docs/product/projects-and-requests.md#changing-a-project): the fields of the
 * project's creation, by the names of the change request (a 400 naming one lands on it), with the same rules:
 * the wizard's (ranges optional, the message required).
 */
export const projectEditSchema = v.object({
  eventType,
  eventDate,
  eventLocation,
  guestRange: rangeChoice,
  serviceType,
  theme,
  languages,
  plannerLocation,
  plannerBudgetRange: rangeChoice,
  budgetRange: rangeChoice,
  message: projectMessageSchema,
});
export type ProjectEditInput = v.InferInput<typeof projectEditSchema>;
export type ProjectEditValues = v.InferOutput<typeof projectEditSchema>;

const rangeText = (id: number | null) => (id === null ? '' : String(id));
const rangeId = (text: string) => (text === '' ? null : Number(text));

/** The form's first values: the project as it stands. */
export function editValuesOf(project: Project): ProjectEditInput {
  return {
    eventType: project.eventType,
    eventDate: project.eventDate,
    eventLocation: project.eventLocation ?? '',
    guestRange: rangeText(project.guestRange),
    serviceType: project.serviceType,
    theme: project.theme ?? '',
    languages: project.languages.filter(isLanguage),
    plannerLocation: project.plannerLocation,
    plannerBudgetRange: rangeText(project.plannerBudgetRange),
    budgetRange: rangeText(project.budgetRange),
    message: project.message ?? '',
  };
}

/** The same languages, in any order. */
const sameLanguages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((iso) => b.includes(iso));

/** An emptied optional text clears the field. */
const textOrNull = (text: string | null | undefined) => (text ? text : null);

/**
 * What the form changes in the project, and only that: an untouched field is left out, so that a change made
 * meanwhile elsewhere is not written back. A new city replaces the whole place: the picked one brings its
 * postal code, country and coordinates; a city typed without a pick goes alone, and the server places it.
 */
export function changesOf(
  values: ProjectEditValues,
  project: Project,
  pick: Locality | null,
): ProjectChanges {
  const changes: ProjectChanges = {};
  if (values.eventType !== project.eventType) changes.eventType = values.eventType;
  if (values.eventDate !== project.eventDate) changes.eventDate = values.eventDate;
  if (values.eventLocation !== (project.eventLocation ?? '')) {
    changes.eventLocation = values.eventLocation;
    if (pick !== null && pick.city === values.eventLocation) {
      changes.zipCode = pick.zipcode ?? null;
      changes.country = toCountryCode(pick.countrycode) ?? null;
      changes.latitude = pick.lat;
      changes.longitude = pick.lng;
    }
  }
  for (const key of ['guestRange', 'plannerBudgetRange', 'budgetRange'] as const) {
    const id = rangeId(values[key]);
    if (id !== project[key]) changes[key] = id;
  }
  const theme = textOrNull(values.theme);
  if (theme !== project.theme) changes.theme = theme;
  if (values.message !== project.message) changes.message = values.message;
  const service = values.serviceType ?? null;
  if (service !== project.serviceType) changes.serviceType = service;
  const location = values.plannerLocation ?? null;
  if (location !== project.plannerLocation) changes.plannerLocation = location;
  const spoken = values.languages ?? [];
  if (!sameLanguages(spoken, project.languages)) changes.languages = spoken;
  return changes;
}
