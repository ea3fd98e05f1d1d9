import type { Locality } from '@shared/api/contract/locality';
import type { WizardAction } from './wizard-actions';
import { wizardReducer } from './wizard-reducer';
import { initialWizard, type WizardState } from './wizard-state';
import { stepIndex, type WizardStep } from './wizard-steps';

/** States and data the wizard's unit tests start from, reached through the reducer itself. */
export const FUTURE_DATE = '2099-06-20';
export const PAST_DATE = '2020-01-01';

export const LYON: Locality = {
  city: 'Lyon',
  zipcode: '69001',
  countrycode: 'FR',
  lat: 45.76,
  lng: 4.83,
  area: 'Rhône',
};

export function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

/** What the couple does on each step to give valid answers, then moving on. */
const STEP_ANSWERS: readonly (readonly WizardAction[])[] = [
  [{ type: 'fieldChanged', field: 'eventType', value: 'wedding' }],
  [
    { type: 'fieldChanged', field: 'eventDate', value: FUTURE_DATE },
    { type: 'localityPicked', locality: LYON },
  ],
  [{ type: 'fieldChanged', field: 'theme', value: 'Champêtre' }],
  [{ type: 'plannerChosen', id: 12 }],
  [{ type: 'fieldChanged', field: 'message', value: 'Bonjour, nous nous marions en juin.' }],
];

/** The wizard on `step`, every step before it answered and passed with "next". */
export function onStep(step: WizardStep, from: WizardState = initialWizard()): WizardState {
  let state = from;
  for (const answers of STEP_ANSWERS.slice(0, stepIndex(step))) {
    state = run(state, ...answers, { type: 'nextRequested' });
  }
  return state;
}

/** The wizard on its last step with every answer given. */
export function completed(): WizardState {
  return run(onStep('validation'), ...(STEP_ANSWERS.at(-1) ?? []));
}
