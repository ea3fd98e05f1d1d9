import { I18nextProvider } from 'react-i18next';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { defineIsland } from '@islands/define-island';
import { islandLanguage } from '../island-language';
import { DIRECTORY_ISLANDS } from '@shared/islands/island-names';
import { favoriteButtonPropsSchema } from '@shared/islands/directory-island-props';
import { FavoriteButton } from './favorite-button';

/** `data-island="favorite-button"`: the heart of a card or a profile. */
export default defineIsland(
  DIRECTORY_ISLANDS.favoriteButton,
  favoriteButtonPropsSchema,
  function FavoriteButtonIsland({ publicId, providerName, language, country }) {
    const spoken = islandLanguage(language);
    return (
      <PageQueryProvider>
        <I18nextProvider i18n={getI18n(spoken)}>
          <FavoriteButton provider={{ publicId, name: providerName }} country={country} language={spoken} />
        </I18nextProvider>
      </PageQueryProvider>
    );
  },
);
