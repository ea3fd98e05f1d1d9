import type { DirectoryCard } from '@shared/api/contract/directory';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { FavoriteButton } from '../favorites/favorite-button';
import { AddToProjectSlot } from './add-to-project-slot';

interface ResultCardProps {
  provider: DirectoryCard;
  country: CountryCode;
  language: Language;
  /** The card offers to add its planner to one of the couple's projects (the project site's search). */
  addToProject?: boolean;
  /** The country site's origin, when the search is on another host (the project site). */
  profileOrigin?: string;
}

/**
 * A provider found, as the listing pages show one (server/pages/directory/provider-card.ts: the same elements
 * and classes, styled by the same sheet): photo, name linking to the profile, marks, languages, heart.
 */
export function ResultCard({
  provider,
  country,
  language,
  addToProject = false,
  profileOrigin,
}: ResultCardProps) {
  return (
    <li className="pp-directory-search__card">
      <ProviderCardArticle
        provider={provider}
        className="pp-ui-theme"
        profileOrigin={profileOrigin}
        aside={
          <FavoriteButton
            provider={{ publicId: provider.publicId, name: provider.name }}
            country={country}
            language={language}
          />
        }
      >
        {addToProject && (
          <AddToProjectSlot planner={{ id: provider.id, name: provider.name }} language={language} />
        )}
      </ProviderCardArticle>
    </li>
  );
}
