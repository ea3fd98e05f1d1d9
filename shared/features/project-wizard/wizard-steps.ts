import * as v from 'valibot';
import type { NewProject } from '@shared/api/contract/projects';
import { isPlacedCity } from '@shared/validation/placed-city';
import { messageKeyOf, VALIDATION_MESSAGES, type ValidationMessageKey } from '@shared/validation/messages';
import {
  PICKED_PLACE_FIELDS,
  wizardAnswersSchema,
  type WizardAnswers,
  type WizardField,
} from './wizard-answers';

/** The five steps in their order, each named as its URL names it (`/projects/new/<step>`). */
export const WIZARD_STEPS = ['event-type', 'event-details', 'extras', 'planners', 'validation'] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];

export const FIRST_STEP: WizardStep = 'event-type';
export const LAST_STEP: WizardStep = 'validation';

/**
 * The questions of each step (docs/product/project-site.md#wizard-steps). Step 3's are all optional, as the project's contract has them (they refine the
 * suggestions: the step is named "extras"); so is step 2's guest range.
 */
export const STEP_FIELDS = {
  'event-type': ['eventType'],
  'event-details': ['eventDate', 'eventLocation', ...PICKED_PLACE_FIELDS, 'guestRange'],
  extras: ['serviceType', 'theme', 'languages', 'plannerLocation', 'plannerBudgetRange', 'budgetRange'],
  planners: ['prestataires'],
  validation: ['message'],
} as const satisfies Readonly<Record<WizardStep, readonly WizardField[]>>;

/** A field's message, as an i18n key of the validation rules, shown on the field and in the step's summary. */
export type WizardErrors = Partial<Record<WizardField, ValidationMessageKey>>;

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** The step at `index`, kept within the five. */
export function stepAt(index: number): WizardStep {
  return WIZARD_STEPS[Math.min(Math.max(index, 0), WIZARD_STEPS.length - 1)] ?? FIRST_STEP;
}

function isPickedPlaceField(field: string): boolean {
  return (PICKED_PLACE_FIELDS as readonly string[]).includes(field);
}

/** The field an issue is shown on: a picked city's hidden parts on the city, a list's item on the list. */
function fieldOfIssue(issue: v.BaseIssue<unknown>, step: WizardStep): WizardField {
  const top = v.getDotPath(issue)?.split('.', 1)[0] ?? STEP_FIELDS[step][0];
  return isPickedPlaceField(top) ? 'eventLocation' : (top as WizardField);
}

/** The step's fields, each key present (a missing required answer then says its own message). */
function stepInput(step: WizardStep, answers: WizardAnswers): Record<string, unknown> {
  return Object.fromEntries(STEP_FIELDS[step].map((field) => [field, answers[field]]));
}

const STEP_SCHEMAS = Object.fromEntries(
  WIZARD_STEPS.map((step) => [step, v.pick(wizardAnswersSchema, STEP_FIELDS[step])]),
) as unknown as Readonly<Record<WizardStep, v.GenericSchema>>;

/**
 * What is wrong with a step's answers, one message per field (the first), by field; empty when the step may
 * be left. A location must be a city picked from the suggestions: a typed name alone cannot be placed.
 */
export function validateStep(step: WizardStep, answers: WizardAnswers): WizardErrors {
  const errors: WizardErrors = {};
  const result = v.safeParse(STEP_SCHEMAS[step], stepInput(step, answers));
  for (const issue of result.issues ?? []) {
    const field = fieldOfIssue(issue, step);
    errors[field] ??= messageKeyOf(issue.message);
  }
  if (step === 'event-details' && errors.eventLocation === undefined) {
    if (!isPlacedCity(answers)) errors.eventLocation = VALIDATION_MESSAGES.cityWithPostalCode;
  }
  return errors;
}

export function hasErrors(errors: WizardErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function isStepValid(step: WizardStep, answers: WizardAnswers): boolean {
  return !hasErrors(validateStep(step, answers));
}

/**
 * The index of the first step before the last whose answers are not valid, or the last step's: how far the
 * couple may go with these answers (the last step is where its own answers are given).
 */
export function firstBlockingIndex(answers: WizardAnswers): number {
  const blocking = WIZARD_STEPS.slice(0, -1).findIndex((step) => !isStepValid(step, answers));
  return blocking === -1 ? WIZARD_STEPS.length - 1 : blocking;
}

/** What the send needs: the project to save and the planners to send it to. */
export interface WizardPayload {
  project: NewProject;
  prestataires: number[];
}

export type WizardCheck =
  { success: true; payload: WizardPayload } | { success: false; step: WizardStep; errors: WizardErrors };

/** Every step checked in order: the payload to send, or the first step to fix and its messages. */
export function validateWizard(answers: WizardAnswers): WizardCheck {
  for (const step of WIZARD_STEPS) {
    const errors = validateStep(step, answers);
    if (hasErrors(errors)) return { success: false, step, errors };
  }
  const { prestataires, ...project } = v.parse(wizardAnswersSchema, answers);
  return { success: true, payload: { project, prestataires } };
}
