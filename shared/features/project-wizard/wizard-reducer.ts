import type { Locality } from '@shared/api/contract/locality';
import type { WizardAction } from './wizard-actions';
import { MAX_CHOSEN_PLANNERS, withoutPickedPlace, type WizardAnswers } from './wizard-answers';
import { initialWizard, type WizardState } from './wizard-state';
import {
  firstBlockingIndex,
  hasErrors,
  LAST_STEP,
  stepAt,
  stepIndex,
  validateStep,
  validateWizard,
  type WizardErrors,
  type WizardStep,
} from './wizard-steps';

/** Shows `errors` on `step`: the move was refused. */
function refused(state: WizardState, step: WizardStep, errors: WizardErrors): WizardState {
  return { ...state, step, errors, checking: true, refusals: state.refusals + 1 };
}

function movedTo(state: WizardState, step: WizardStep): WizardState {
  if (step === state.step && !state.checking && !state.changingFromSummary) return state;
  const reached = stepAt(Math.max(stepIndex(state.reached), stepIndex(step)));
  return { ...state, step, reached, errors: {}, checking: false, changingFromSummary: false };
}

/**
 * New answers. Once a move was refused, the step's messages follow each change (gone once right), like a
 * form's after a refused submit, until the step is left; no message appears before the couple asks to move on.
 */
function answered(state: WizardState, answers: WizardAnswers): WizardState {
  return state.checking
    ? { ...state, answers, errors: validateStep(state.step, answers) }
    : { ...state, answers };
}

/** Typing in the city field: the text no longer names the city picked before, if any. */
function cityTyped(answers: WizardAnswers, text: string | undefined): WizardAnswers {
  if (text === answers.eventLocation) return answers;
  return { ...withoutPickedPlace(answers), eventLocation: text };
}

function cityPicked(answers: WizardAnswers, locality: Locality): WizardAnswers {
  return {
    ...answers,
    eventLocation: locality.city,
    zipCode: locality.zipcode,
    country: locality.countrycode,
    latitude: locality.lat,
    longitude: locality.lng,
  };
}

/**
 * The project's own answers changed: a project a failed send saved no longer says them, so the next send
 * saves a new one.
 */
function projectAnswered(state: WizardState, answers: WizardAnswers): WizardState {
  return answered({ ...state, savedProject: null }, answers);
}

function withPlanners(answers: WizardAnswers, prestataires: number[]): WizardAnswers {
  return { ...answers, prestataires };
}

/**
 * How far the couple may go: up to the furthest step they reached, but not past a step whose answers are not
 * valid (it must be put right first); always back to the step on show or before.
 */
function lastOpenIndex(state: WizardState): number {
  const open = Math.min(stepIndex(state.reached), firstBlockingIndex(state.answers));
  return Math.max(open, stepIndex(state.step));
}

/**
 * The project wizard (docs/product/project-site.md#project-wizard) as a pure transition: five steps, each
 * checked before the next is shown, any step reached open again, the answers kept whatever the move. Nothing
 * is saved or sent here: `useProjectWizard` stores the drafts and follows the URL, the page sends.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'nextRequested': {
      const errors = validateStep(state.step, state.answers);
      if (hasErrors(errors)) return refused(state, state.step, errors);
      if (state.step === LAST_STEP) return movedTo(state, state.step);
      // Back to the summary the change came from, unless a later step's answers are wrong now: that step.
      if (state.changingFromSummary) return wizardReducer(state, { type: 'stepRequested', step: LAST_STEP });
      return movedTo(state, stepAt(stepIndex(state.step) + 1));
    }

    case 'changeRequested': {
      const moved = wizardReducer(state, { type: 'stepRequested', step: action.step });
      return state.step === LAST_STEP && moved.step === action.step
        ? { ...moved, changingFromSummary: true }
        : moved;
    }

    case 'backRequested':
      return movedTo(state, stepAt(stepIndex(state.step) - 1));

    case 'stepRequested': {
      const wanted = stepIndex(action.step);
      const open = lastOpenIndex(state);
      if (wanted <= open) return movedTo(state, action.step);
      // Past a step the couple had got beyond, whose answers are no longer right: that step, saying why.
      const blocking = firstBlockingIndex(state.answers);
      if (blocking < stepIndex(state.reached)) {
        const step = stepAt(blocking);
        return refused(state, step, validateStep(step, state.answers));
      }
      // Further than the couple got (a typed or old URL): as far as they got.
      return movedTo(state, stepAt(open));
    }

    case 'sendRequested': {
      const check = validateWizard(state.answers);
      if (!check.success) return refused(state, check.step, check.errors);
      return state.checking ? { ...state, errors: {}, checking: false } : state;
    }

    case 'fieldChanged': {
      const { field, value } = action;
      const answers =
        field === 'eventLocation'
          ? cityTyped(state.answers, value)
          : state.answers[field] === value
            ? state.answers
            : { ...state.answers, [field]: value };
      return answers === state.answers ? state : projectAnswered(state, answers);
    }

    case 'localityPicked':
      return projectAnswered(state, cityPicked(state.answers, action.locality));

    case 'plannerChosen': {
      const chosen = state.answers.prestataires;
      if (chosen.includes(action.id) || chosen.length >= MAX_CHOSEN_PLANNERS) return state;
      return answered(state, withPlanners(state.answers, [...chosen, action.id]));
    }

    case 'plannerUnchosen': {
      const chosen = state.answers.prestataires;
      if (!chosen.includes(action.id)) return state;
      const rest = chosen.filter((id) => id !== action.id);
      return answered(state, withPlanners(state.answers, rest));
    }

    case 'plannerArrived': {
      const others = state.answers.prestataires.filter((id) => id !== action.id);
      const chosen = [action.id, ...others].slice(0, MAX_CHOSEN_PLANNERS);
      return { ...state, answers: withPlanners(state.answers, chosen), featuredPlanner: action.id };
    }

    case 'plannerDropped': {
      const chosen = state.answers.prestataires.filter((id) => id !== action.id);
      const featuredPlanner = state.featuredPlanner === action.id ? null : state.featuredPlanner;
      return {
        ...state,
        answers: withPlanners(state.answers, chosen),
        featuredPlanner,
        plannerDropped: true,
      };
    }

    case 'projectSaved':
      return { ...state, savedProject: action.id };

    case 'draftRestored': {
      const { draft } = action;
      const reached = Math.min(stepIndex(draft.reached), firstBlockingIndex(draft.answers));
      return {
        ...state,
        step: stepAt(Math.min(stepIndex(draft.step), reached)),
        reached: stepAt(reached),
        answers: draft.answers,
        featuredPlanner: draft.featuredPlanner,
        savedProject: draft.savedProject,
        errors: {},
        checking: false,
      };
    }

    case 'wizardReset':
      return { ...initialWizard(), refusals: state.refusals };
  }
}
