import * as v from 'valibot';
import { databaseIdSchema } from '@shared/api/contract/primitives';
import { newProjectSchema } from '@shared/api/contract/projects';
import { emptyAnswers, MAX_CHOSEN_PLANNERS, withoutPickedPlace, type WizardAnswers } from './wizard-answers';
import type { WizardState } from './wizard-state';
import { FIRST_STEP, WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** Changes whenever a stored draft's shape does: a draft of another version is not read. */
export const DRAFT_VERSION = 1;

/** An unfinished wizard as it is stored (the browser's storage, the server) until it is sent or discarded. */
export interface WizardDraft {
  version: typeof DRAFT_VERSION;
  /** When its answers or step last changed, epoch milliseconds: the newest of two drafts wins. */
  updatedAt: number;
  step: WizardStep;
  reached: WizardStep;
  answers: WizardAnswers;
  featuredPlanner: number | null;
  /** The project a failed send saved already: the retry reuses it. */
  savedProject: number | null;
}

export function toDraft(state: WizardState, updatedAt: number): WizardDraft {
  return {
    version: DRAFT_VERSION,
    updatedAt,
    step: state.step,
    reached: state.reached,
    answers: state.answers,
    featuredPlanner: state.featuredPlanner,
    savedProject: state.savedProject,
  };
}

const stepSchema = v.picklist(WIZARD_STEPS);
const timeSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const projectFields = newProjectSchema.entries;

type Fields = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it passes `schema` (as the schema outputs it: trimmed, normalised), else undefined. */
function validOrUndefined<Schema extends v.GenericSchema>(
  schema: Schema,
  value: unknown,
): v.InferOutput<Schema> | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

/**
 * The stored answers a wizard can take: each project field kept when its contract rule accepts it (an unknown
 * field, a value of the wrong type, a date now past are dropped), a picked city's postal code, country and
 * coordinates only together with the city and both coordinates, the planners as valid distinct ids, as many
 * as can be sent.
 */
function readAnswers(stored: unknown): WizardAnswers {
  const answers = emptyAnswers();
  if (!isRecord(stored)) return answers;
  const kept: Record<string, unknown> = answers;
  for (const [field, schema] of Object.entries(projectFields)) {
    if (!Object.hasOwn(stored, field) || stored[field] === undefined) continue;
    const value = validOrUndefined(schema, stored[field]);
    if (value !== undefined) kept[field] = value;
  }
  const planners = Array.isArray(stored.prestataires) ? (stored.prestataires as unknown[]) : [];
  const ids = planners.filter((id): id is number => v.is(databaseIdSchema, id));
  answers.prestataires = [...new Set(ids)].slice(0, MAX_CHOSEN_PLANNERS);
  const placed = answers.eventLocation !== undefined && answers.latitude != null && answers.longitude != null;
  return placed ? answers : withoutPickedPlace(answers);
}

/**
 * A stored draft read without trusting it (it may be corrupt, hand-edited, or of an older build): null when
 * it is not a draft of this version; otherwise unknown or invalid parts are dropped or take their default.
 * Whether its step can still be shown is the wizard's to say when it is restored (`draftRestored`).
 */
export function readDraft(stored: unknown): WizardDraft | null {
  if (!isRecord(stored) || stored.version !== DRAFT_VERSION) return null;
  return {
    version: DRAFT_VERSION,
    updatedAt: validOrUndefined(timeSchema, stored.updatedAt) ?? 0,
    step: validOrUndefined(stepSchema, stored.step) ?? FIRST_STEP,
    reached: validOrUndefined(stepSchema, stored.reached) ?? FIRST_STEP,
    answers: readAnswers(stored.answers),
    featuredPlanner: validOrUndefined(databaseIdSchema, stored.featuredPlanner) ?? null,
    savedProject: validOrUndefined(databaseIdSchema, stored.savedProject) ?? null,
  };
}

/**
 * Which draft to go on with when the browser and the account both hold one (a sign-in midway, another
 * device): the one changed last; on a tie, the account's, which every device sees.
 */
export function winningDraft(local: WizardDraft | null, server: WizardDraft | null): WizardDraft | null {
  if (local === null) return server;
  if (server === null) return local;
  return local.updatedAt > server.updatedAt ? local : server;
}

/**
 * Whether two drafts hold the same answers, planners and saved project, whatever their time and step: each
 * read as a stored one is, so that the same answers compare the same however they were typed or ordered.
 */
export function sameDraftContent(first: WizardDraft, second: WizardDraft): boolean {
  const content = (draft: WizardDraft) => {
    const read = readDraft(draft);
    return JSON.stringify([read?.answers, read?.featuredPlanner, read?.savedProject]);
  };
  return content(first) === content(second);
}
