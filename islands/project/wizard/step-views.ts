import { lazy, type ComponentType } from 'react';
import type { WizardStep } from '@shared/features/project-wizard/wizard-steps';
import type { StepProps } from './step-props';
import { EventTypeStep } from './steps/event-type-step';

type StepModule = { default: ComponentType<StepProps> };

/**
 * Steps 2 to 5, each its own chunk: the wizard's first load carries step 1 only (most couples start there),
 * and each later step's code is fetched while the one before is shown (`preloadStep`).
 */
const LATER_STEPS: Record<Exclude<WizardStep, 'event-type'>, () => Promise<StepModule>> = {
  'event-details': () => import('./steps/event-details-step').then((m) => ({ default: m.EventDetailsStep })),
  extras: () => import('./steps/extras-step').then((m) => ({ default: m.ExtrasStep })),
  planners: () => import('./steps/planners-step').then((m) => ({ default: m.PlannersStep })),
  validation: () => import('./steps/validation-step').then((m) => ({ default: m.ValidationStep })),
};

export const STEP_VIEWS: Record<WizardStep, ComponentType<StepProps>> = {
  'event-type': EventTypeStep,
  'event-details': lazy(LATER_STEPS['event-details']),
  extras: lazy(LATER_STEPS.extras),
  planners: lazy(LATER_STEPS.planners),
  validation: lazy(LATER_STEPS.validation),
};

/** Starts fetching a step's code (a failed fetch is tried again when the step is shown). */
export function preloadStep(step: WizardStep): void {
  if (step !== 'event-type') LATER_STEPS[step]().catch(() => {});
}
