import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client/describe-error';
import { useCloseProject } from '@shared/queries/projects';
import { Button } from '@shared/ui/button';
import { ModalDialog } from '@shared/ui/modal-dialog';

interface CloseProjectProps {
  projectId: number;
  language: string;
  onClosed: (news: string) => void;
}

/** Closing the project, once confirmed in a dialog: kept with its requests, it then only shows. */
export function CloseProject({ projectId, language, onClosed }: CloseProjectProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseProject({ language });
  return (
    <section className="pp-project-site__section" aria-labelledby="pp-close-project-title">
      <h2 id="pp-close-project-title">{t('projectView.close.title')}</h2>
      <p>{t('projectView.close.intro')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('projectView.close.open')}
      </Button>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('projectView.close.confirmTitle')}
      >
        <p>{t('projectView.close.confirmText')}</p>
        {close.isError && (
          <p className="notice notice--error" role="alert">
            {t('errors.withDetail', { detail: describeError(close.error, t) })}
          </p>
        )}
        <div className="pp-project-site__actions">
          <Button
            variant="primary"
            aria-disabled={close.isPending || undefined}
            onClick={() => {
              if (close.isPending) return;
              close.mutate(
                { input: {}, params: { id: projectId } },
                {
                  onSuccess: () => {
                    setConfirming(false);
                    onClosed(t('projectView.close.done'));
                  },
                },
              );
            }}
          >
            {close.isPending ? t('projectView.close.closing') : t('projectView.close.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('projectView.close.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </section>
  );
}
