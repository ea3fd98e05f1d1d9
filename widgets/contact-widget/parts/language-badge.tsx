import type { Language } from '@shared/api/contract/reference';
import { Flag, flagOfLanguage } from '@shared/ui/flags';
import { VisuallyHidden } from '@shared/ui/visually-hidden';

/** A language a provider speaks: its flag, or its code where we draw no flag; named for screen readers. */
export function LanguageBadge({ language }: { language: Language }) {
  const flag = flagOfLanguage(language.iso);
  if (flag)
    return <Flag country={flag} label={language.label} className="pp-contact-widget__language-flag" />;
  return (
    <span className="pp-contact-widget__language-code">
      <span aria-hidden="true">{language.iso.toUpperCase()}</span>
      <VisuallyHidden>{language.label}</VisuallyHidden>
    </span>
  );
}
