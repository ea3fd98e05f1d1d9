import { describe, expect, it } from 'vitest';
import { translate } from '@shared/i18n/translate';
import { STATUS_KEYS, STEP_NAME_KEYS, stepStatuses } from './step-status';
import { initialWizard } from './wizard-state';
import { WIZARD_STEPS } from './wizard-steps';
import { completed, onStep, run } from './wizard-test-states';

describe('stepStatuses', () => {
  it('a new wizard: the first step in progress, the others not started', () => {
    expect(stepStatuses(initialWizard())).toEqual({
      'event-type': 'in-progress',
      'event-details': 'not-started',
      extras: 'not-started',
      planners: 'not-started',
      validation: 'not-started',
    });
  });

  it('the steps passed are done, the furthest reached in progress', () => {
    expect(stepStatuses(onStep('planners'))).toEqual({
      'event-type': 'done',
      'event-details': 'done',
      extras: 'done',
      planners: 'in-progress',
      validation: 'not-started',
    });
  });

  it('a step stays done when the couple goes back to it, and is in progress again once made wrong', () => {
    const back = run(onStep('planners'), { type: 'stepRequested', step: 'event-details' });
    expect(stepStatuses(back)['event-details']).toBe('done');
    const wrong = run(back, { type: 'fieldChanged', field: 'eventLocation', value: 'Lyo' });
    expect(stepStatuses(wrong)).toMatchObject({ 'event-details': 'in-progress', extras: 'done' });
  });

  it('the last step is never done before the project is sent', () => {
    expect(stepStatuses(completed()).validation).toBe('in-progress');
  });
});

describe('texts', () => {
  it('name each step and each status in the seven languages', () => {
    expect(WIZARD_STEPS.map((step) => translate('fr', STEP_NAME_KEYS[step]))).toEqual([
      'Type d’événement',
      'Détails de l’événement',
      'Compléments',
      'Wedding planners suggérés',
      'Validation',
    ]);
    expect(translate('nl', STATUS_KEYS.done)).toBe('Klaar');
  });
});
