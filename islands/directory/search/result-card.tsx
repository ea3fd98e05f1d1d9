import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryCard } from '@shared/api/contract/directory';
import type { Language as ProviderLanguage } from '@shared/api/contract/reference';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { Flag, flagOfLanguage } from '@shared/ui/flags';
import { VisuallyHidden } from '@shared/ui/visually-hidden';
import { FavoriteButton } from '../favorites/favorite-button';

/** The photo's CSS size; the image route's card images are twice that, for sharp screens. */
const PHOTO_SIZE = 80;

interface ResultCardProps {
  provider: DirectoryCard;
  country: CountryCode;
  language: Language;
}

function LanguageMark({ language }: { language: ProviderLanguage }) {
  const flag = flagOfLanguage(language.iso);
  if (flag) return <Flag country={flag} label={language.label} />;
  return (
    <span className="pp-directory-search__language-code">
      <span aria-hidden="true">{language.iso.toUpperCase()}</span>
      <VisuallyHidden>{language.label}</VisuallyHidden>
    </span>
  );
}

/** A provider found, as the listing pages show one: photo, name linking to the profile, marks, heart. */
export function ResultCard({ provider, country, language }: ResultCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const place = [provider.city, provider.cp && `(${provider.cp})`].filter(Boolean).join(' ');
  return (
    <li className="pp-directory-search__card">
      <article className="pp-directory-search__card-body" aria-labelledby={nameId}>
        {provider.profileImage ? (
          <img
            className="pp-directory-search__photo"
            src={provider.profileImage}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="pp-directory-search__photo" aria-hidden="true" />
        )}
        <div className="pp-directory-search__card-main">
          <h3 className="pp-directory-search__card-name" id={nameId}>
            <a href={provider.profileUrl}>{provider.name}</a>
          </h3>
          {place && <p className="pp-directory-search__place">{place}</p>}
          {(provider.isPremium || provider.hasLoggedInTheLastDays) && (
            <ul className="pp-directory-search__marks">
              {provider.isPremium && (
                <li className="pp-directory-search__mark pp-directory-search__mark--premium">
                  {t('directoryIslands.card.premium')}
                </li>
              )}
              {provider.hasLoggedInTheLastDays && (
                <li
                  className="pp-directory-search__mark pp-directory-search__mark--active"
                  title={t('directoryIslands.card.recentlyActiveHint')}
                >
                  {t('directoryIslands.card.recentlyActive')}
                  <VisuallyHidden> ({t('directoryIslands.card.recentlyActiveHint')})</VisuallyHidden>
                </li>
              )}
            </ul>
          )}
          {provider.langues.length > 0 && (
            <ul className="pp-directory-search__languages" aria-label={t('directoryIslands.card.languages')}>
              {provider.langues.map((spoken) => (
                <li key={spoken.iso}>
                  <LanguageMark language={spoken} />
                </li>
              ))}
            </ul>
          )}
          {provider.excerpt !== '' && <p className="pp-directory-search__excerpt">{provider.excerpt}</p>}
        </div>
        <div className="pp-directory-search__heart">
          <FavoriteButton
            provider={{ publicId: provider.publicId, name: provider.name }}
            country={country}
            language={language}
          />
        </div>
      </article>
    </li>
  );
}
