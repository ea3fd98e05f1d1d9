import { useTranslation } from 'react-i18next';
import { buttonClassName, type ButtonVariant } from '@shared/ui/button';
import { NewTabLink } from '@shared/ui/new-tab-link';

/** "New project": the project site's wizard, in a new tab, with the page's provider chosen. */
export function NewProjectLink({ href, variant }: { href: string; variant: ButtonVariant }) {
  const { t } = useTranslation();
  return (
    <NewTabLink href={href} className={buttonClassName(variant, 'pp-contact-widget__new-project')}>
      {t('contactWidget.presentation.newProject')}
    </NewTabLink>
  );
}
