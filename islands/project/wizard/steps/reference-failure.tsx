import { useTranslation } from 'react-i18next';
import { Button } from '@shared/ui/button';

/** A list the step offers could not be read: say so, and let the couple ask again. */
export function ReferenceFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pp-project-wizard__failure" role="alert">
      <p>{t('errors.unknown')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('projectWizard.wizard.retry')}
      </Button>
    </div>
  );
}
