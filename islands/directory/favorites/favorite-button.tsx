import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import { useFavorite } from '@shared/queries/favorites';
import { useHasSession } from '@shared/session/use-has-session';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { FAVORITE_HAND_OVER, HEART_PATH } from '@shared/ui/icons/heart';
import { wordFavoriteNotice, type FavoriteNotice, type FavoriteProvider } from './favorite-notice';
import { announceOnPage, preparePageAnnouncer } from './page-announcer';
import '@shared/ui/theme/theme.css';
import '../directory-theme.css';
import './favorite-button.css';

const loadSignInDialog = () => import('./sign-in-dialog');
const SignInDialog = lazy(loadSignInDialog);

export interface FavoriteButtonProps {
  provider: FavoriteProvider;
  /** The site's country: the sign-in's default phone country and the new profile's country. */
  country: CountryCode;
  language: Language;
}

/**
 * The heart of a provider's card or profile: a toggle button, pressed when the provider is one of the
 * signed-in couple's favourites. An anonymous visitor who clicks it is offered the phone sign-in, after which
 * the provider is added. Needs the page's query client (PageQueryProvider) above it.
 */
export function FavoriteButton({ provider, country, language }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const [signingIn, setSigningIn] = useState(false);
  /**
   * Clicked before the favourites were known (by an anonymous visitor, or while they load): the provider is
   * added once they are, unless it is already there.
   */
  const wanted = useRef(false);
  useEffect(() => {
    preparePageAnnouncer(language);
  }, [language]);

  const announce = (notice: FavoriteNotice) =>
    announceOnPage(wordFavoriteNotice(notice, t), notice.kind === 'failed' ? 'error' : 'news');
  const favorite = useFavorite(provider.publicId, {
    signedIn,
    language,
    onToggled: ({ isFavorite }) => announce({ kind: isFavorite ? 'added' : 'removed', provider }),
    onToggleFailed: (cause) => announce({ kind: 'failed', provider, cause }),
  });

  const addWanted = useEffectEvent(() => {
    if (!wanted.current) return;
    wanted.current = false;
    if (favorite.isFavorite) announce({ kind: 'added', provider });
    else favorite.toggle();
  });
  // Known, or failed to be read: a toggle still works then (the server answers the new state).
  useEffect(() => {
    if (favorite.known) addWanted();
  }, [favorite.known]);

  // The sign-in's code is fetched when an anonymous visitor comes near a heart, not at the click.
  const prepareSignIn = signedIn ? undefined : () => void loadSignInDialog();
  return (
    <span className="pp-ui-theme pp-directory-island pp-favorite" lang={language}>
      <Button
        variant="icon"
        label={t('directoryIslands.favorite.add', { name: provider.name })}
        className="pp-favorite-button"
        data-hand-over={FAVORITE_HAND_OVER}
        aria-pressed={favorite.isFavorite}
        onPointerEnter={prepareSignIn}
        onFocus={prepareSignIn}
        onClick={() => {
          if (favorite.known) {
            favorite.toggle();
            return;
          }
          wanted.current = true;
          if (!signedIn) setSigningIn(true);
        }}
      >
        <svg className="pp-favorite-button__heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={HEART_PATH} />
        </svg>
      </Button>
      {signingIn && (
        <Suspense fallback={null}>
          <SignInDialog
            country={country}
            language={language}
            providerName={provider.name}
            onClosed={(signedInNow) => {
              setSigningIn(false);
              if (!signedInNow) wanted.current = false;
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
