import { emptyAnswers, type WizardAnswers } from './wizard-answers';
import { FIRST_STEP, type WizardErrors, type WizardStep } from './wizard-steps';

/** The project wizard: where the couple is, how far they got, what they answered. */
export interface WizardState {
  /** The step on show. */
  step: WizardStep;
  /** The furthest step the couple got to: they may come back to any step up to it. */
  reached: WizardStep;
  answers: WizardAnswers;
  /** The planner the couple came from (`?prestataire=`): shown first among the suggestions. */
  featuredPlanner: number | null;
  /** The project a send saved whose requests did not all go: a retry sends it, never a second project. */
  savedProject: number | null;
  /** The planner the address named does not exist (or was not an id): it was dropped, and the couple told. */
  plannerDropped: boolean;
  /** The step on show was opened by the summary's "Modifier": "Next" goes back to the summary. */
  changingFromSummary: boolean;
  /** The step on show's messages, once a move was refused. */
  errors: WizardErrors;
  /** A move was refused and the step not left since: its messages follow each change. */
  checking: boolean;
  /** Counts the refused moves: each one takes the focus to the step's error summary. */
  refusals: number;
}

/** A new wizard; a planner the couple came from is chosen already. */
export function initialWizard(prestataire: number | null = null): WizardState {
  const answers = emptyAnswers();
  if (prestataire !== null) answers.prestataires.push(prestataire);
  return {
    step: FIRST_STEP,
    reached: FIRST_STEP,
    answers,
    featuredPlanner: prestataire,
    savedProject: null,
    changingFromSummary: false,
    plannerDropped: false,
    errors: {},
    checking: false,
    refusals: 0,
  };
}
