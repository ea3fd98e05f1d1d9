import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden';

export interface NewTabLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
}

/** A link opening in a new tab, which says so to screen readers. */
export function NewTabLink({ href, className, children }: NewTabLinkProps) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('ui.newTab')}</VisuallyHidden>
    </a>
  );
}
