import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@shared/api/contract/projects';
import { STEP_NAME_KEYS } from '@shared/features/project-wizard/step-status';
import { wizardPath } from '@shared/features/project-wizard/wizard-url';
import { WIZARD_STEPS, type WizardStep } from '@shared/features/project-wizard/wizard-steps';
import {
  useEventTypes,
  useProjectRanges,
  useProviderLanguages,
  useServiceTypes,
} from '@shared/queries/project-reference';
import { usePlanner } from '@shared/queries/planners';
import { FieldFrame, useFieldIds } from '@shared/ui/text-field/field-frame';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';

const nameOf = <T extends { name?: string; label?: string }>(
  list: readonly T[] | undefined,
  pick: (item: T) => boolean,
) => {
  const found = list?.find(pick);
  return found?.name ?? found?.label;
};

function PlannerName({ id, language }: { id: number; language: string }) {
  const planner = usePlanner(id, { language });
  return <li>{planner.data?.name ?? '…'}</li>;
}

/** Each step's answers, as the couple gave them, with the names the lists show. */
function useSummary({ wizard, language }: Pick<StepProps, 'wizard' | 'language'>) {
  const { t, i18n } = useTranslation();
  const { answers } = wizard.state;
  const eventTypes = useEventTypes({ language });
  const services = useServiceTypes({ language });
  const languages = useProviderLanguages({ language });
  const guests = useProjectRanges('guest', { language });
  const plannerBudgets = useProjectRanges('planner-budget', { language });
  const budgets = useProjectRanges('budget', { language });
  const date = answers.eventDate
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${answers.eventDate}T00:00:00Z`),
      )
    : undefined;
  const place = [answers.eventLocation, answers.zipCode && `(${answers.zipCode})`].filter(Boolean).join(' ');
  const rows: Record<Exclude<WizardStep, 'validation'>, [string, ReactNode][]> = {
    'event-type': [
      [
        t('projectWizard.wizard.eventTypeLabel'),
        nameOf(eventTypes.data, (item) => item.slug === answers.eventType),
      ],
    ],
    'event-details': [
      [t('projectWizard.wizard.eventDate'), date],
      [t('projectWizard.wizard.location'), place || undefined],
      [t('projectWizard.wizard.guestRange'), nameOf(guests.data, (item) => item.id === answers.guestRange)],
    ],
    extras: [
      [
        t('projectWizard.wizard.serviceType'),
        nameOf(services.data, (item) => item.slug === answers.serviceType),
      ],
      [t('projectWizard.wizard.theme'), answers.theme ?? undefined],
      [
        t('projectWizard.wizard.languages'),
        (answers.languages ?? [])
          .map((iso) => languages.data?.find((entry) => entry.iso === iso)?.label ?? iso)
          .join(', ') || undefined,
      ],
      [
        t('projectWizard.wizard.plannerLocation'),
        answers.plannerLocation &&
          t(
            answers.plannerLocation === 'anywhere'
              ? 'projectWizard.wizard.anywhere'
              : 'projectWizard.wizard.nearEvent',
          ),
      ],
      [
        t('projectWizard.wizard.plannerBudget'),
        nameOf(plannerBudgets.data, (item) => item.id === answers.plannerBudgetRange),
      ],
      [t('projectWizard.wizard.budget'), nameOf(budgets.data, (item) => item.id === answers.budgetRange)],
    ],
    planners: [
      [
        t('projectWizard.wizard.chosenCount', { count: answers.prestataires.length }),
        <ul key="planners">
          {answers.prestataires.map((id) => (
            <PlannerName key={id} id={id} language={language} />
          ))}
        </ul>,
      ],
    ],
  };
  return rows;
}

/** Step 5: every answer with a link back to its step, and the message the planners receive. */
export function ValidationStep({ wizard, language }: StepProps) {
  const { t } = useTranslation();
  const rows = useSummary({ wizard, language });
  const summaryId = useId();
  const { answers, errors } = wizard.state;
  const messageError = errors.message && t(errors.message);
  const ids = useFieldIds({ id: fieldId('message'), hint: true, error: messageError });
  return (
    <>
      <section className="pp-project-wizard__summary" aria-labelledby={summaryId}>
        <h3 id={summaryId}>{t('projectWizard.wizard.checkTitle')}</h3>
        {WIZARD_STEPS.filter((step) => step !== 'validation').map((step) => (
          <div key={step} className="pp-project-wizard__summary-step">
            <div className="pp-project-wizard__summary-head">
              <h4>{t(STEP_NAME_KEYS[step])}</h4>
              <a
                href={wizardPath(step)}
                onClick={(event) => {
                  event.preventDefault();
                  wizard.dispatch({ type: 'changeRequested', step });
                }}
              >
                {t('projectWizard.wizard.change')}
                <span className="pp-ui-visually-hidden">{` : ${t(STEP_NAME_KEYS[step])}`}</span>
              </a>
            </div>
            <dl>
              {rows[step as Exclude<WizardStep, 'validation'>].map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value ?? t('projectWizard.wizard.notAnswered')}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
      <FieldFrame
        ids={ids}
        label={t('projectWizard.wizard.messageLabel')}
        necessity="required"
        hint={t('projectWizard.wizard.messageHint')}
        error={messageError}
      >
        <textarea
          id={ids.inputId}
          className="pp-ui-field__input pp-project-wizard__message"
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={ids.describedBy}
          value={answers.message ?? ''}
          onChange={(event) =>
            wizard.dispatch({ type: 'fieldChanged', field: 'message', value: event.target.value })
          }
        />
      </FieldFrame>
    </>
  );
}
