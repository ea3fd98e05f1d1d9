import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as directoryApi from '@shared/api/contract/directory';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { useEndpointQuery } from '@shared/api/query';
import { VisitorSignIn } from '@shared/features/sign-in-prompt/visitor-sign-in';
import type { Language } from '@shared/i18n';
import { FAVORITES_STALE_TIME_MS, useFavorite } from '@shared/queries/favorites';
import { useHasSession } from '@shared/session/use-has-session';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { ProviderCardArticle } from '@shared/ui/provider-card';
import { QueryState } from '@shared/ui/query-state';
import '../project-site-theme.css';

const AddToProjectDialog = lazy(() => import('./add-to-project-dialog'));

export interface FavoritesListProps {
  country: CountryCode;
  language: Language;
  directoryUrl: string;
  /** The country site's origin, where the planners' profiles are (the project site has none). */
  profileOrigin?: string;
}

interface FavoriteCardProps {
  provider: DirectoryCard;
  language: Language;
  onRemoved: (name: string) => void;
  onAdd: (provider: DirectoryCard) => void;
  profileOrigin?: string;
}

function FavoriteCard({ provider, language, onRemoved, onAdd, profileOrigin }: FavoriteCardProps) {
  const { t } = useTranslation();
  const favorite = useFavorite(provider.publicId, {
    signedIn: true,
    language,
    onToggled: ({ isFavorite }) => {
      if (!isFavorite) onRemoved(provider.name);
    },
  });
  return (
    <li>
      <ProviderCardArticle provider={provider} profileOrigin={profileOrigin}>
        <div className="pp-project-site__actions">
          <Button variant="primary" onClick={() => onAdd(provider)}>
            {t('favoritesList.add', { name: provider.name })}
          </Button>
          <Button variant="secondary" onClick={() => favorite.toggle()}>
            {t('favoritesList.remove', { name: provider.name })}
          </Button>
        </div>
      </ProviderCardArticle>
    </li>
  );
}

/**
 * `/favorites`: the planners the couple hearted in the directory, most recent first, each removable or sent
 * a project of the couple's. Empty, it leads to the directory.
 */
export function FavoritesList({ country, language, directoryUrl, profileOrigin }: FavoritesListProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const favorites = useEndpointQuery(
    directoryApi.favorites,
    {},
    { enabled: signedIn, language, staleTime: FAVORITES_STALE_TIME_MS },
  );
  const [news, setNews] = useState<{ text: string; serial: number } | null>(null);
  const [adding, setAdding] = useState<DirectoryCard | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const announce = (text: string) => setNews((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));

  const title = (
    <h1 ref={heading} tabIndex={-1}>
      {t('favoritesList.title')}
    </h1>
  );
  if (!signedIn) {
    return (
      <VisitorSignIn
        title={title}
        loading={t('favoritesList.loading')}
        country={country}
        language={language}
        heading={t('favoritesList.signInHeading')}
        inscriptionIntro={t('favoritesList.inscriptionIntro')}
      />
    );
  }

  let content;
  if (!favorites.isSuccess) {
    content = (
      <QueryState
        query={favorites}
        loading={t('favoritesList.loading')}
        loadFailed={t('favoritesList.loadFailed')}
      />
    );
  } else if (favorites.data.favorites.length === 0) {
    content = (
      <div className="state">
        <p className="state__title">{t('favoritesList.empty')}</p>
        <p>{t('favoritesList.emptyHint')}</p>
        <a href={directoryUrl}>{t('favoritesList.toDirectory')}</a>
      </div>
    );
  } else {
    content = (
      <>
        <h2>{t('favoritesList.count', { count: favorites.data.favorites.length })}</h2>
        <ul className="pp-card-list">
          {favorites.data.favorites.map((provider) => (
            <FavoriteCard
              key={provider.publicId}
              provider={provider}
              language={language}
              onRemoved={(name) => {
                announce(t('favoritesList.removed', { name }));
                // The card and its buttons are gone: the focus goes back to the top of the list.
                heading.current?.focus();
              }}
              onAdd={setAdding}
              profileOrigin={profileOrigin}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="pp-favorites">
      {title}
      <LiveRegion politeness="polite">
        {news && (
          <p key={news.serial} className="notice notice--success">
            {news.text}
          </p>
        )}
      </LiveRegion>
      {content}
      {adding && (
        <Suspense fallback={null}>
          <AddToProjectDialog
            provider={adding}
            language={language}
            onClosed={(sent) => {
              setAdding(null);
              if (sent) announce(t('favoritesList.sent', { name: adding.name }));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
