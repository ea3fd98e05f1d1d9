import type { Locality } from '@shared/api/contract/locality';
import type { EditableField, WizardAnswers } from './wizard-answers';
import type { WizardDraft } from './wizard-draft';
import type { WizardStep } from './wizard-steps';

/** A new value for one field the couple sets directly, typed by the field. */
export type FieldChange = {
  [Field in EditableField]: { type: 'fieldChanged'; field: Field; value: WizardAnswers[Field] };
}[EditableField];

/** Everything that happens to the wizard: the couple's moves and answers, the URL, a stored draft. */
export type WizardAction =
  // Moves
  /** "Next" (or Enter): checks the step on show, then moves on; on the last step, checks it only. */
  | { type: 'nextRequested' }
  | { type: 'backRequested' }
  /** A step asked for by name: the progress indicator, a summary's change link, the URL (back, forward). */
  | { type: 'stepRequested'; step: WizardStep }
  /** A summary's "Modifier": that step, from which "Next" comes back to the summary. */
  | { type: 'changeRequested'; step: WizardStep }
  /** "Send": checks every step, and shows the first one that is not right. */
  | { type: 'sendRequested' }
  // Answers
  | FieldChange
  /** A city picked from the suggestions: its name, postal code, country and coordinates. */
  | { type: 'localityPicked'; locality: Locality }
  | { type: 'plannerChosen'; id: number }
  | { type: 'plannerUnchosen'; id: number }
  /** The couple came from this planner's page (`?prestataire=`): chosen, and shown first. */
  | { type: 'plannerArrived'; id: number }
  /** The planner the address named is unknown (its id) or was not an id (null): dropped, the couple told. */
  | { type: 'plannerDropped'; id: number | null }
  // Sending
  /** A send saved the project: kept with the draft until its requests are sent, so a retry reuses it. */
  | { type: 'projectSaved'; id: number }
  // Drafts
  /** A stored draft (read by `readDraft`) replaces the answers; its step is kept only as far as they allow. */
  | { type: 'draftRestored'; draft: WizardDraft }
  /** The project was sent, or the draft discarded: a new wizard. */
  | { type: 'wizardReset' };
