import type { TranslationKey } from '@shared/i18n/keys';
import type { WizardState } from './wizard-state';
import { isStepValid, stepIndex, WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** A step's progress, as the progress indicator shows it. */
export type StepStatus = 'not-started' | 'in-progress' | 'done';

/**
 * Each step's progress (docs/product/project-site.md#step-progress): done once the couple moved past it and while its answers stay right; in progress
 * when reached but not done (the furthest step reached, or one made wrong since); not started beyond.
 */
export function stepStatuses(state: WizardState): Record<WizardStep, StepStatus> {
  const reached = stepIndex(state.reached);
  const status = (step: WizardStep, index: number): StepStatus => {
    if (index < reached && isStepValid(step, state.answers)) return 'done';
    return index <= reached ? 'in-progress' : 'not-started';
  };
  return Object.fromEntries(WIZARD_STEPS.map((step, index) => [step, status(step, index)])) as Record<
    WizardStep,
    StepStatus
  >;
}

/** Each step's name in the catalogs (`project-wizard` namespace). */
export const STEP_NAME_KEYS: Readonly<Record<WizardStep, TranslationKey>> = {
  'event-type': 'projectWizard.steps.eventType',
  'event-details': 'projectWizard.steps.eventDetails',
  extras: 'projectWizard.steps.extras',
  planners: 'projectWizard.steps.planners',
  validation: 'projectWizard.steps.validation',
};

export const STATUS_KEYS: Readonly<Record<StepStatus, TranslationKey>> = {
  'not-started': 'projectWizard.status.notStarted',
  'in-progress': 'projectWizard.status.inProgress',
  done: 'projectWizard.status.done',
};
