import { useId } from 'react';
import type { DirectoryCard } from '@shared/api/contract/directory';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import {
  PROVIDER_CARD_CLASSES as CARD,
  ProviderLanguages,
  ProviderMarks,
  ProviderPhoto,
  useProviderCardView,
} from '@shared/ui/provider-card';
import { FavoriteButton } from '../favorites/favorite-button';
import { AddToProjectSlot } from './add-to-project-slot';

/** The photo's largest CSS size (provider-card.css); the image route is asked for twice that. */
const PHOTO_SIZE = 160;

interface ResultCardProps {
  provider: DirectoryCard;
  country: CountryCode;
  language: Language;
  /** The card offers to add its planner to one of the couple's projects (the project site's search). */
  addToProject?: boolean;
}

/**
 * A provider found, as the listing pages show one (server/pages/directory/provider-card.ts: the same elements
 * and classes, styled by the same sheet): photo, name linking to the profile, marks, languages, heart.
 */
export function ResultCard({ provider, country, language, addToProject = false }: ResultCardProps) {
  const nameId = useId();
  const view = useProviderCardView(provider, { photoSize: PHOTO_SIZE });
  return (
    <li className="pp-directory-search__card">
      <article className={`${CARD.card} ${CARD.listing} pp-ui-theme`} aria-labelledby={nameId}>
        <ProviderPhoto view={view} />
        <div className={CARD.main}>
          <h3 className={CARD.name} id={nameId}>
            <a href={view.profileUrl}>{view.name}</a>
          </h3>
          {view.place && <p className={CARD.place}>{view.place}</p>}
          <ProviderMarks marks={view.marks} />
          <ProviderLanguages view={view} />
          {view.excerpt && <p className={CARD.excerpt}>{view.excerpt}</p>}
          {addToProject && (
            <AddToProjectSlot planner={{ id: provider.id, name: provider.name }} language={language} />
          )}
        </div>
        <div className={CARD.heart}>
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
