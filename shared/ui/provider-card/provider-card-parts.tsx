import { useTranslation } from 'react-i18next';
import { Badge } from '../badge';
import { Flag } from '../flags';
import { VisuallyHidden } from '../visually-hidden';
import { PROVIDER_CARD_CLASSES as CLASSES } from './provider-card-classes';
import {
  providerCardView,
  type ProviderCardSource,
  type ProviderCardView,
  type ProviderCardViewOptions,
  type ProviderMarkView,
} from './provider-card-view';
import './provider-card.css';

/** The view of a provider's card in the language of the surrounding `I18nextProvider`, for this page. */
export function useProviderCardView(
  provider: ProviderCardSource,
  options: Pick<ProviderCardViewOptions, 'photoSize'>,
): ProviderCardView {
  const { t } = useTranslation();
  return providerCardView(provider, { ...options, pageUrl: document.baseURI, t: (key) => t(key) });
}

interface ProviderPhotoProps {
  view: ProviderCardView;
  /** '' (the default) when the name is beside the photo and says it all. */
  alt?: string;
}

/** The provider's photo, or the initials on a plain disc of the same size. */
export function ProviderPhoto({ view, alt = '' }: ProviderPhotoProps) {
  if (!view.photo) {
    return (
      <span className={`${CLASSES.photo} ${CLASSES.photoPlaceholder}`} aria-hidden="true">
        {view.initials}
      </span>
    );
  }
  return (
    <img
      className={CLASSES.photo}
      src={view.photo.src}
      width={view.photo.width}
      height={view.photo.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Premium member, recently active: each a badge whose hint shows on hover and on focus. */
export function ProviderMarks({ marks }: { marks: readonly ProviderMarkView[] }) {
  if (marks.length === 0) return null;
  return (
    <ul className={CLASSES.marks}>
      {marks.map((mark) => (
        <li key={mark.kind}>
          <Badge tone={mark.kind} hint={mark.hint}>
            {mark.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The languages the provider speaks: a flag named for screen readers, or the language's code. */
export function ProviderLanguages({ view }: { view: ProviderCardView }) {
  if (view.languages.length === 0) return null;
  return (
    <ul className={CLASSES.languages} aria-label={view.languagesLabel}>
      {view.languages.map((language) => (
        <li key={language.iso}>
          {language.flag ? (
            <Flag country={language.flag} label={language.label} className={CLASSES.flag} />
          ) : (
            <Badge tone="language">
              <span aria-hidden="true">{language.code}</span>
              <VisuallyHidden>{language.label}</VisuallyHidden>
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
