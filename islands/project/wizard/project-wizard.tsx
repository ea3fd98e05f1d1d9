import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserDraftStore } from '@shared/features/project-wizard/browser-draft-store';
import { STEP_NAME_KEYS } from '@shared/features/project-wizard/step-status';
import { useProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import { sentPath } from '@shared/features/project-wizard/wizard-url';
import {
  LAST_STEP,
  stepAt,
  stepIndex,
  WIZARD_STEPS,
  type WizardStep,
} from '@shared/features/project-wizard/wizard-steps';
import type { Language } from '@shared/i18n';
import { useHasSession } from '@shared/session/use-has-session';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import '@shared/ui/theme/theme.css';
import { OtherTabNotice } from './other-tab-notice';
import { StepErrorSummary } from './step-error-summary';
import { preloadStep, STEP_VIEWS } from './step-views';
import { useSendProject } from './use-send-project';
import { useServerDraftStore } from './server-draft-store';
import { useUnknownPlannerCheck } from './use-unknown-planner-check';
import { WizardProgress } from './wizard-progress';
import './project-wizard.css';

/** Asked for only at "send", by a visitor: the phone sign-in's code and texts come then. */
const WizardSignInDialog = lazy(() => import('./wizard-sign-in-dialog'));

const LOCAL_DRAFTS = browserDraftStore();

/**
 * The project wizard (docs/product/project-site.md#project-wizard): one step at a time, each checked by
 * "next" (or Enter), with its progress on top; the draft kept as the couple goes; sign-in asked for only when
 * sending.
 */
export function ProjectWizard({
  language,
  country,
  profileOrigin,
}: {
  language: Language;
  country: CountryCode;
  profileOrigin?: string;
}) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const server = useServerDraftStore(language);
  const drafts = useMemo(() => ({ local: LOCAL_DRAFTS, server }), [server]);
  const wizard = useProjectWizard({ signedIn, drafts });
  const { state, dispatch, statuses, restored } = wizard;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [signingIn, setSigningIn] = useState(false);
  const send = useSendProject({ wizard, language, signedIn, onSignInNeeded: () => setSigningIn(true) });
  useUnknownPlannerCheck(wizard, language);
  // Each new step shown takes the focus to its title (not the first one: the page's own order goes first).
  const shownStep = useRef<WizardStep | null>(null);
  useEffect(() => {
    if (!restored) return;
    if (shownStep.current !== null && shownStep.current !== state.step) heading.current?.focus();
    shownStep.current = state.step;
  }, [restored, state.step]);
  // The next step's code comes while this one is filled in.
  useEffect(() => {
    if (restored) preloadStep(stepAt(stepIndex(state.step) + 1));
  }, [restored, state.step]);

  // The sent project has a page of its own, which a reload shows again (the wizard's draft is gone).
  const { sent } = send;
  useEffect(() => {
    if (sent) window.location.replace(sentPath(sent.id, sent.alreadySent));
  }, [sent]);

  if (sent) {
    return (
      <p className="pp-project-wizard__loading" role="status">
        {t('common.requestSent')}
      </p>
    );
  }
  if (!restored) {
    return (
      <p className="pp-project-wizard__loading" role="status">
        {t('projectWizard.wizard.loading')}
      </p>
    );
  }

  const { step } = state;
  const index = stepIndex(step);
  const StepView = STEP_VIEWS[step];
  const move = (event: FormEvent) => {
    // Enter in a field moves on, as "next" does: the last step sends only with its own button.
    event.preventDefault();
    dispatch({ type: 'nextRequested' });
  };

  return (
    <div className="pp-ui-theme pp-project-wizard" lang={language}>
      <WizardProgress
        step={step}
        reached={state.reached}
        statuses={statuses}
        onStep={(target) => dispatch({ type: 'stepRequested', step: target })}
      />
      <div role="status">
        {state.plannerDropped && (
          <p className="pp-project-wizard__notice">{t('projectWizard.wizard.unknownPlanner')}</p>
        )}
        <OtherTabNotice wizard={wizard} />
      </div>
      <form className="pp-project-wizard__step" noValidate onSubmit={move} aria-labelledby={headingId}>
        <p className="pp-project-wizard__step-number">
          {t('projectWizard.wizard.stepOf', { number: index + 1, total: WIZARD_STEPS.length })}
        </p>
        <h2 id={headingId} ref={heading} tabIndex={-1} key={step} className="pp-project-wizard__title">
          {t(STEP_NAME_KEYS[step])}
        </h2>
        <StepErrorSummary errors={state.errors} refusals={state.refusals} />
        {/* The buttons wait with the step's code: drawn under its loading line, the step would push them down. */}
        <Suspense fallback={<p role="status">{t('projectWizard.wizard.loading')}</p>}>
          <StepView wizard={wizard} language={language} country={country} profileOrigin={profileOrigin} />
          <div className="pp-project-wizard__actions">
            {index > 0 && (
              <Button variant="secondary" onClick={() => dispatch({ type: 'backRequested' })}>
                {t('projectWizard.wizard.back')}
              </Button>
            )}
            {step === LAST_STEP ? (
              <Button
                variant="primary"
                aria-disabled={send.sending || undefined}
                onClick={() => {
                  if (!send.sending) send.start();
                }}
              >
                {send.sending ? t('projectWizard.wizard.sending') : t('projectWizard.wizard.send')}
              </Button>
            ) : (
              <Button type="submit" variant="primary">
                {t('projectWizard.wizard.next')}
              </Button>
            )}
          </div>
        </Suspense>
        {send.failure && (
          <p className="pp-project-wizard__failure" role="alert">
            {send.failure}
          </p>
        )}
      </form>
      {signingIn && (
        <Suspense fallback={null}>
          <WizardSignInDialog
            country={country}
            language={language}
            onClosed={(done) => {
              setSigningIn(false);
              if (done) send.resume();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
