import { useTranslation } from 'react-i18next';
import { STATUS_KEYS, STEP_NAME_KEYS, type StepStatus } from '@shared/features/project-wizard/step-status';
import { wizardPath } from '@shared/features/project-wizard/wizard-url';
import { VISUALLY_HIDDEN_ON_PHONE_CLASS } from '@shared/ui/visually-hidden';
import { stepIndex, WIZARD_STEPS, type WizardStep } from '@shared/features/project-wizard/wizard-steps';

interface WizardProgressProps {
  step: WizardStep;
  reached: WizardStep;
  statuses: Record<WizardStep, StepStatus>;
  onStep: (step: WizardStep) => void;
}

/**
 * The five steps with each one's progress (not started, in progress, done); a step up to the furthest
 * reached is a link to it.
 */
export function WizardProgress({ step, reached, statuses, onStep }: WizardProgressProps) {
  const { t } = useTranslation();
  return (
    <nav className="pp-project-wizard__progress" aria-label={t('projectWizard.wizard.progressLabel')}>
      <ol>
        {WIZARD_STEPS.map((name, index) => {
          const label = (
            <>
              <span className="pp-project-wizard__progress-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className={`pp-project-wizard__progress-name ${VISUALLY_HIDDEN_ON_PHONE_CLASS}`}>
                {t(STEP_NAME_KEYS[name])}
              </span>
              <span className={`pp-project-wizard__progress-status ${VISUALLY_HIDDEN_ON_PHONE_CLASS}`}>
                {t(STATUS_KEYS[statuses[name]])}
              </span>
            </>
          );
          const open = stepIndex(name) <= stepIndex(reached);
          return (
            <li key={name} className={`pp-project-wizard__progress-step is-${statuses[name]}`}>
              {open ? (
                <a
                  href={wizardPath(name)}
                  aria-current={name === step ? 'step' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    onStep(name);
                  }}
                >
                  {label}
                </a>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
