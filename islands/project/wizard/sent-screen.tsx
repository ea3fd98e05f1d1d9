import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName, Button } from '@shared/ui/button';
import type { SentProject } from './use-send-project';

/** After the send: what was sent, and the project's own page. */
export function SentScreen({ sent, onNewProject }: { sent: SentProject; onNewProject: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="pp-ui-theme pp-project-wizard pp-project-wizard__sent"
      aria-labelledby="project-wizard-sent"
    >
      <h2 id="project-wizard-sent" ref={heading} tabIndex={-1} className="pp-project-wizard__title">
        {t('projectWizard.wizard.sentTitle')}
      </h2>
      <p role="status">{t('common.requestSent')}</p>
      <p>{t('projectWizard.wizard.sentText', { count: sent.sent })}</p>
      {sent.alreadySent > 0 && (
        <p>{t('projectWizard.wizard.alreadySentText', { count: sent.alreadySent })}</p>
      )}
      <div className="pp-project-wizard__actions">
        <a className={buttonClassName('primary')} href={`/projects/${sent.id}`}>
          {t('projectWizard.wizard.viewProject')}
        </a>
        <Button variant="secondary" onClick={onNewProject}>
          {t('projectWizard.wizard.newProject')}
        </Button>
      </div>
    </section>
  );
}
