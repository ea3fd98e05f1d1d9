import { useTranslation } from 'react-i18next';
import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import { Button } from '@shared/ui/button';

/**
 * Another tab kept other answers to the same draft: the couple is told, and chooses which to go on with
 * (until then this tab keeps nothing, so neither tab's answers are lost unseen).
 */
export function OtherTabNotice({ wizard }: { wizard: ProjectWizard }) {
  const { t } = useTranslation();
  if (wizard.otherTab === null) return null;
  return (
    <div className="pp-project-wizard__notice pp-project-wizard__other-tab">
      <p>{t('projectWizard.otherTab.notice')}</p>
      <div className="pp-project-wizard__actions">
        <Button variant="primary" onClick={wizard.takeOtherTab}>
          {t('projectWizard.otherTab.load')}
        </Button>
        <Button variant="secondary" onClick={wizard.keepThisTab}>
          {t('projectWizard.otherTab.keep')}
        </Button>
      </div>
    </div>
  );
}
