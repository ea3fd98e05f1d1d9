import { defineIsland } from '@islands/define-island';
import { IslandFrame } from '@islands/island-frame';
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
      <IslandFrame language={spoken}>
        <FavoriteButton provider={{ publicId, name: providerName }} country={country} language={spoken} />
      </IslandFrame>
    );
  },
);
