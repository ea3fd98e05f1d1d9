import type { DirectoryCard } from '@shared/api/contract/directory';
import type { ProviderCard } from '@shared/api/contract/providers';
import { sizedImageUrl } from '@shared/api/sized-image-url';
import type { TranslationKey } from '@shared/i18n';
import { flagOfLanguage, type FlagCountry } from '../flags/flag-of-language';

/**
 * What the API says of a provider that a card shows: a suggestion of the contact widget (`ProviderCard`) or a
 * card of the directory (`DirectoryCard`, which has a plain-text excerpt instead of the portrait).
 */
export type ProviderCardSource = Omit<ProviderCard, 'id' | 'portrait'> &
  Partial<Pick<DirectoryCard, 'excerpt'>>;

/** The card's own texts, in the catalogs' `ui.providerCard` group. */
export type ProviderCardTextKey = Extract<TranslationKey, `ui.providerCard.${string}`>;

export interface ProviderMarkView {
  kind: 'premium' | 'active' | 'responsive';
  label: string;
  /** What the mark means: a tooltip, and the mark's description for screen readers. */
  hint: string;
}

export interface ProviderLanguageView {
  iso: string;
  /** The language's name, as the API gives it. */
  label: string;
  /** The flag drawn for it; null where there is none, and the card shows `code` instead. */
  flag: FlagCountry | null;
  code: string;
}

export interface ProviderPhotoView {
  src: string;
  /** The CSS size it is shown at (the `width` and `height` attributes). */
  width: number;
  height: number;
}

/** What every rendering of a provider's card shows: the server's HTML and the React ones alike. */
export interface ProviderCardView {
  name: string;
  profileUrl: string;
  /** "Lyon (69)": the city and the postal code's first two characters; '' when neither is known. */
  place: string;
  photo: ProviderPhotoView | null;
  /** The name's first letters, shown where a card draws a placeholder for a missing photo. */
  initials: string;
  /** Premium first, then recently active, then responds quickly; only those the provider has. */
  marks: readonly ProviderMarkView[];
  languages: readonly ProviderLanguageView[];
  /** The name of the list of languages. */
  languagesLabel: string;
  /** Plain text; '' when there is none. */
  excerpt: string;
}

export interface ProviderCardViewOptions {
  /** The CSS size the photo is shown at, in pixels. */
  photoSize: number;
  /** Image pixels per CSS pixel asked of the image route: 2 (sharp screens) unless said otherwise. */
  photoDensity?: number;
  /** The page's URL: image URLs of its origin are asked at the size shown; others are left as they are. */
  pageUrl: string;
  /** The card's texts in the page's language. */
  t: (key: ProviderCardTextKey) => string;
}

/** docs/product/provider-card.md#postal-code: a card shows only the postal code's first two characters (the API already cuts it). */
const POSTAL_CODE_SHOWN = 2;

export function placeOfProvider({ city, cp }: Pick<ProviderCardSource, 'city' | 'cp'>): string {
  const postalCode = cp?.slice(0, POSTAL_CODE_SHOWN);
  return [city, postalCode && `(${postalCode})`].filter(Boolean).join(' ');
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function marksOf(provider: ProviderCardSource, t: ProviderCardViewOptions['t']): ProviderMarkView[] {
  const marks: ProviderMarkView[] = [];
  if (provider.isPremium) {
    marks.push({
      kind: 'premium',
      label: t('ui.providerCard.premium'),
      hint: t('ui.providerCard.premiumHint'),
    });
  }
  if (provider.hasLoggedInTheLastDays) {
    marks.push({
      kind: 'active',
      label: t('ui.providerCard.recentlyActive'),
      hint: t('ui.providerCard.recentlyActiveHint'),
    });
  }
  if (provider.respondsQuickly) {
    marks.push({
      kind: 'responsive',
      label: t('ui.providerCard.respondsQuickly'),
      hint: t('ui.providerCard.respondsQuicklyHint'),
    });
  }
  return marks;
}

/** A provider as its card shows it, whichever code draws the card. Pure: same provider, same card. */
export function providerCardView(
  provider: ProviderCardSource,
  { photoSize, photoDensity = 2, pageUrl, t }: ProviderCardViewOptions,
): ProviderCardView {
  return {
    name: provider.name,
    profileUrl: provider.profileUrl,
    place: placeOfProvider(provider),
    photo: provider.profileImage
      ? {
          src: sizedImageUrl(provider.profileImage, photoSize * photoDensity, pageUrl),
          width: photoSize,
          height: photoSize,
        }
      : null,
    initials: initialsOf(provider.name),
    marks: marksOf(provider, t),
    languages: provider.langues.map(({ iso, label }) => ({
      iso,
      label,
      flag: flagOfLanguage(iso),
      code: iso.toUpperCase(),
    })),
    languagesLabel: t('ui.providerCard.languages'),
    excerpt: provider.excerpt ?? '',
  };
}
