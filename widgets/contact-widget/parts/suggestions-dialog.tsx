import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@shared/ui/modal-dialog';
import type { ContactAction } from '../flow/contact-actions';
import type { PresentationState } from '../flow/contact-state';
import { ProviderCard } from './provider-card';

interface SuggestionsDialogProps {
  presentation: PresentationState;
  dispatch: (action: ContactAction) => void;
}

/**
 * Other providers picked for the project, each contactable from here
 * (docs/product/projects-and-requests.md#suggested-providers).
 */
export function SuggestionsDialog({ presentation, dispatch }: SuggestionsDialogProps) {
  const { t } = useTranslation();
  const { suggestions, sends } = presentation;
  return (
    <ModalDialog
      open={suggestions.open}
      onClose={() => dispatch({ type: 'suggestionsClosed' })}
      title={t('contactWidget.suggestions.title')}
      className="pp-contact-widget__dialog pp-contact-widget__suggestions"
    >
      <p className="pp-contact-widget__intro">{t('contactWidget.suggestions.intro')}</p>
      <ul className="pp-contact-widget__cards">
        {suggestions.providers.map((provider) => (
          <ProviderCard
            key={provider.id}
            provider={provider}
            send={sends[provider.id]}
            onContact={() => dispatch({ type: 'sendRequested', providerId: provider.id })}
          />
        ))}
      </ul>
    </ModalDialog>
  );
}
