import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import type { FavoriteProvider } from './favorites-state';
import { preparePageAnnouncer } from './page-announcer';
import { pageFavorites } from './page-favorites';
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
 * the provider is added.
 */
export function FavoriteButton({ provider, country, language }: FavoriteButtonProps) {
  useSignals();
  const { t } = useTranslation();
  const [signingIn, setSigningIn] = useState(false);
  useEffect(() => {
    preparePageAnnouncer(language);
    pageFavorites.start(language);
  }, [language]);

  const { signedIn, ids } = pageFavorites.state.value;
  // The sign-in's code is fetched when an anonymous visitor comes near a heart, not at the click.
  const prepareSignIn = signedIn ? undefined : () => void loadSignInDialog();
  return (
    <span className="pp-ui-theme pp-directory-island pp-favorite" lang={language}>
      <Button
        variant="icon"
        label={t('directoryIslands.favorite.add', { name: provider.name })}
        className="pp-favorite-button"
        aria-pressed={ids.has(provider.publicId)}
        onPointerEnter={prepareSignIn}
        onFocus={prepareSignIn}
        onClick={() => {
          pageFavorites.dispatch({ type: 'toggleRequested', provider });
          if (!pageFavorites.state.value.signedIn) setSigningIn(true);
        }}
      >
        <svg className="pp-favorite-button__heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
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
              if (!signedInNow) pageFavorites.dispatch({ type: 'signInCancelled' });
            }}
          />
        </Suspense>
      )}
    </span>
  );
}
