import { useTranslation } from 'react-i18next';
import { Button } from '@shared/ui/button';
import type { ContactAction } from '../flow/contact-actions';
import type { PresentationState } from '../flow/contact-state';

interface SuggestionsOfferProps {
  presentation: PresentationState;
  dispatch: (action: ContactAction) => void;
}

/**
 * Below the send's confirmation, the button that opens the suggested providers: the couple reads that the
 * request went (or already had) before being offered others, even on a phone the dialog would fill
 * (docs/product/projects-and-requests.md#suggested-providers).
 */
export function SuggestionsOffer({ presentation, dispatch }: SuggestionsOfferProps) {
  const { t } = useTranslation();
  // Kept while the dialog is open, so that closing it brings the focus back here.
  if (presentation.suggestions.providers.length === 0) return null;
  return (
    <Button variant="secondary" onClick={() => dispatch({ type: 'suggestionsOpened' })}>
      {t('contactWidget.presentation.showSuggestions')}
    </Button>
  );
}
