import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client/describe-error';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { choiceOutcome } from '@shared/features/choose-planners/choice-outcome';
import { RequestMessageField } from '@shared/features/choose-planners/request-message-field';
import { eventDateText } from '@shared/features/upcoming-projects/upcoming-projects';
import { useChoosePlanners } from '@shared/queries/planners';
import { useProjects } from '@shared/queries/projects';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { ModalDialog } from '@shared/ui/modal-dialog';
import { LoadingState } from '@shared/ui/query-state';
import { SelectField } from '@shared/ui/text-field';

export interface AddToProjectDialogProps {
  provider: DirectoryCard;
  language: string;
  /** The dialog has closed, after sending (true) or not. */
  onClosed: (sent: boolean) => void;
}

/**
 * Sends one favourite one of the couple's open projects (choose-prestataires): the couple picks the project,
 * and writes a message when the project has none. Already contacted, the daily cap and other refusals show
 * in the dialog.
 */
export default function AddToProjectDialog({ provider, language, onClosed }: AddToProjectDialogProps) {
  const { t } = useTranslation();
  const projects = useProjects({ signedIn: true, language });
  const [chosen, setChosen] = useState<string>('');
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = useChoosePlanners({ language });
  const open = projects.data?.projects ?? [];
  const project = chosen || (open[0] ? String(open[0].id) : '');

  const send = () => {
    if (choose.isPending || project === '') return;
    if (message !== null && message.trim() === '') {
      setProblem(t('validation.messageRequired'));
      return;
    }
    setProblem(null);
    choose.mutate(
      { project: Number(project), prestataires: [provider.id], ...(message ? { message } : {}) },
      {
        onSuccess: (answer) => {
          const outcome = choiceOutcome(answer);
          if (outcome.kind === 'sent') onClosed(true);
          else if (outcome.kind === 'alreadySent') setProblem(t('errors.alreadyContacted'));
          else if (outcome.kind === 'needsMessage') setMessage('');
          else setProblem(t('errors.sendRequest', { detail: outcome.detail }));
        },
        onError: (cause) => setProblem(t('errors.sendRequest', { detail: describeError(cause, t) })),
      },
    );
  };

  return (
    <ModalDialog
      open
      onClose={() => onClosed(false)}
      title={t('favoritesList.addTitle', { name: provider.name })}
    >
      {projects.isPending && (
        <LoadingState announced={false}>{t('favoritesList.loadingProjects')}</LoadingState>
      )}
      {projects.isError && (
        <p className="notice notice--error" role="alert">
          {t('errors.withDetail', { detail: describeError(projects.error, t) })}
        </p>
      )}
      {projects.isSuccess && open.length === 0 && (
        <p className="state">
          {t('favoritesList.noProject')} <a href="/projects/new">{t('favoritesList.newProject')}</a>
        </p>
      )}
      {open.length > 0 && (
        <form
          className="pp-project-site__section"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <SelectField
            label={t('favoritesList.project')}
            value={project}
            options={open.map((item) => ({
              value: String(item.id),
              // Where and when: what tells a couple's projects apart.
              label: [item.eventLocation, eventDateText(item.eventDate, language)].filter(Boolean).join(', '),
            }))}
            onValueChange={(value) => {
              setChosen(value);
              setProblem(null);
            }}
          />
          {message !== null && <RequestMessageField value={message} onValueChange={setMessage} />}
          <LiveRegion politeness="assertive">
            {problem && <p className="notice notice--error">{problem}</p>}
          </LiveRegion>
          <div className="pp-project-site__actions">
            <Button type="submit" variant="primary" aria-disabled={choose.isPending || undefined}>
              {choose.isPending ? t('favoritesList.sending') : t('favoritesList.send')}
            </Button>
            <Button variant="secondary" onClick={() => onClosed(false)}>
              {t('favoritesList.cancel')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
