import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError, serverMessage } from '@shared/api/client';
import * as projectsApi from '@shared/api/contract/projects';
import { SEND_ERRORS } from '@shared/api/contract/providers';
import { useEndpointMutation } from '@shared/api/query';
import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import type { WizardPayload } from '@shared/features/project-wizard/wizard-steps';
import { useChoosePlanners } from '@shared/queries/planners';

/** What a send did: the project saved, how many planners it reached, those it found reached already. */
export interface SentProject {
  id: number;
  sent: number;
  alreadySent: number[];
}

interface SendSetup {
  wizard: ProjectWizard;
  language: string;
  signedIn: boolean;
  /** A visitor sends: the page asks for the phone sign-in, then calls `resume`. */
  onSignInNeeded: () => void;
}

/**
 * "Send": every step checked, then the project saved (POST /api/save-project, once: its id is kept with the
 * draft, so a retry reuses it, after a reload or on another device too) and sent to the chosen planners (POST
 * /api/choose-prestataires); then the draft is discarded. A visitor signs in first, inside the flow. A save
 * the project limits refuse keeps the draft and says why.
 */
export function useSendProject({ wizard, language, signedIn, onSignInNeeded }: SendSetup) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SentProject | null>(null);
  const saveProject = useEndpointMutation(projectsApi.saveProject, {
    language,
    invalidates: [projectsApi.getProjects],
  });
  const choose = useChoosePlanners({ language });
  const waiting = useRef<WizardPayload | null>(null);

  async function deliver({ project, prestataires }: WizardPayload) {
    setSending(true);
    setFailure(null);
    let saved = wizard.state.savedProject;
    try {
      if (saved === null) {
        saved = (await saveProject.mutateAsync(project)).project.id;
        wizard.dispatch({ type: 'projectSaved', id: saved });
      }
      const answer = await choose.mutateAsync({ project: saved, prestataires, message: project.message });
      if (!answer.success) {
        setFailure(
          answer.error === SEND_ERRORS.noMessage
            ? t('validation.messageRequired')
            : t('errors.sendRequest', { detail: answer.error }),
        );
        return;
      }
      await wizard.discard({ leaving: true });
      setSent({ id: saved, sent: answer.sent.length, alreadySent: answer.alreadySent });
    } catch (error) {
      // A save refused by the couple's project limits: the server's message says which and what to do, and
      // how long to wait when it is the pace of creation.
      if (saved === null && error instanceof ApiError && (error.status === 409 || error.status === 429))
        setFailure(serverMessage(error, t));
      else if (error instanceof ApiError && error.status === 429)
        setFailure(t('projectWizard.wizard.dailyCap'));
      else {
        const detail = t('errors.sendRequest', { detail: describeError(error, t) });
        setFailure(saved === null ? detail : `${detail} ${t('projectWizard.wizard.savedNotSent')}`);
      }
    } finally {
      setSending(false);
    }
  }

  return {
    sending,
    failure,
    sent,
    /** "Send": checks every step (the first wrong one shows), then sends, or asks a visitor to sign in. */
    start() {
      const payload = wizard.requestSend();
      if (payload === null) return;
      if (signedIn) return void deliver(payload);
      waiting.current = payload;
      onSignInNeeded();
    },
    /** After the sign-in the send was waiting for. */
    resume() {
      const payload = waiting.current;
      waiting.current = null;
      if (payload !== null) void deliver(payload);
    },
  };
}
