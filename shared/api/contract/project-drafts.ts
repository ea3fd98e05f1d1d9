import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { boundedText, calendarDateSchema, VALIDATION_MESSAGES } from '@shared/validation';
import { databaseIdSchema } from './primitives';
import { MESSAGE_BODY_BYTES, newProjectSchema } from './projects';
import { successSchema } from './session';

/** The project wizard's steps: 1 event type, 2 details, 3 extras, 4 planners, 5 validation. */
export const WIZARD_STEP_COUNT = 5;

/** The most planners a draft keeps chosen: the suggested three, the one the couple came from, a few more. */
export const MAX_DRAFT_PLANNERS = 20;

/**
 * The wizard's answers so far (docs/product/project-site.md#drafts): each field of `save_project`, each
 * optional. The rules that say a project is complete are left to sending: a draft keeps a city still being
 * typed ("Ly") and a date that has passed since it was saved (the wizard flags it on restore). Every field
 * stays bounded, so a whole draft is a few kilobytes at most.
 */
export const draftAnswersSchema = v.partial(
  v.object({
    ...newProjectSchema.entries,
    eventDate: calendarDateSchema,
    eventLocation: boundedText({ max: 120, message: VALIDATION_MESSAGES.city }),
  }),
);
export type DraftAnswers = v.InferOutput<typeof draftAnswersSchema>;

/** One couple's unfinished project: where the wizard stands, what was answered, whom the couple chose. */
export const projectDraftSchema = v.object({
  step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(WIZARD_STEP_COUNT)), 1),
  answers: v.optional(draftAnswersSchema, {}),
  /** The chosen planners' ids, in the order they were chosen. */
  planners: v.optional(v.pipe(v.array(databaseIdSchema), v.maxLength(MAX_DRAFT_PLANNERS)), []),
  /**
   * The project a send already saved, whose requests have not all gone yet: a retry (after a reload too)
   * sends it rather than saving a second one.
   */
  savedProject: v.optional(v.nullable(databaseIdSchema), null),
});
export type ProjectDraftInput = v.InferInput<typeof projectDraftSchema>;

const savedDraftSchema = v.object({
  ...projectDraftSchema.entries,
  /** ISO 8601 instant of the last save. */
  updatedAt: v.string(),
});
export type SavedDraft = v.InferOutput<typeof savedDraftSchema>;

export const projectDraft = endpoint({
  name: 'project_draft',
  method: 'GET',
  path: '/api/project-draft',
  auth: 'couple',
  summary: 'The signed-in couple’s unfinished project wizard, or `draft: null` when there is none.',
  request: v.object({}),
  response: v.object({ success: v.literal(true), draft: v.nullable(savedDraftSchema) }),
});

export const saveProjectDraft = endpoint({
  name: 'save_project_draft',
  method: 'PUT',
  path: '/api/project-draft',
  auth: 'couple',
  summary:
    'Replaces the signed-in couple’s one draft with this one (the wizard saves it as the couple goes).',
  request: projectDraftSchema,
  response: v.object({ success: v.literal(true), draft: savedDraftSchema }),
  maxBodyBytes: MESSAGE_BODY_BYTES,
});

export const discardProjectDraft = endpoint({
  name: 'discard_project_draft',
  method: 'DELETE',
  path: '/api/project-draft',
  auth: 'couple',
  summary: 'Removes the signed-in couple’s draft (sent or given up); with none, changes nothing.',
  request: v.object({}),
  response: successSchema,
});
