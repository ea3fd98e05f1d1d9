import * as v from 'valibot';
import { databaseIdSchema } from '@shared/api/contract/primitives';
import { newProjectSchema, projectMessageSchema } from '@shared/api/contract/projects';
import { MAX_CHOSEN_PER_CALL } from '@shared/api/contract/providers';
import { VALIDATION_MESSAGES } from '@shared/validation/messages';

const project = newProjectSchema.entries;

/**
 * The most planners one project contacts from the wizard: choose-prestataires' bound per call (a couple picks
 * a handful), so that the send is one call.
 */
export const MAX_CHOSEN_PLANNERS = MAX_CHOSEN_PER_CALL;

/** The planners chosen to receive the project, in the order shown (the one the couple came from first). */
export const chosenPlannersSchema = v.pipe(
  v.array(databaseIdSchema),
  v.minLength(1, VALIDATION_MESSAGES.planners),
  v.maxLength(MAX_CHOSEN_PLANNERS),
);

/**
 * Everything the wizard asks, as rules: the new project's own fields (`newProjectSchema`, the request of
 * save-project) plus the planners to contact. Two rules are the wizard's: a project is sent to planners, so
 * it needs at least one and a message for them (the no-message rule of a send, asked for up front); the event
 * type gets a message of its own, since it is picked from a list rather than typed.
 */
export const wizardAnswersSchema = v.object({
  ...project,
  eventType: v.nonNullish(
    v.message(project.eventType, VALIDATION_MESSAGES.eventType),
    VALIDATION_MESSAGES.eventType,
  ),
  message: projectMessageSchema,
  prestataires: chosenPlannersSchema,
});

type WizardInput = v.InferInput<typeof wizardAnswersSchema>;

/** A question of the wizard: a field of the new project, or the planners chosen. */
export type WizardField = keyof WizardInput;

/**
 * What the couple answered so far: any field may be missing or not valid yet (the steps' rules say which);
 * the chosen planners are always a list.
 */
export type WizardAnswers = Partial<Omit<WizardInput, 'prestataires'>> & { prestataires: number[] };

/** The fields a picked city fills besides its name: the couple never types them. */
export const PICKED_PLACE_FIELDS = ['zipCode', 'country', 'latitude', 'longitude'] as const;

/** A field the couple sets directly (`fieldChanged`); the place comes from a picked city, planners one by one. */
export type EditableField = Exclude<WizardField, (typeof PICKED_PLACE_FIELDS)[number] | 'prestataires'>;

/** The answers without a picked city's postal code, country and coordinates: its name alone is not a place. */
export function withoutPickedPlace(answers: WizardAnswers): WizardAnswers {
  return { ...answers, zipCode: undefined, country: undefined, latitude: undefined, longitude: undefined };
}

export function emptyAnswers(): WizardAnswers {
  return { prestataires: [] };
}
