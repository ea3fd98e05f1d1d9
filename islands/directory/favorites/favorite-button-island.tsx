import { defineFramedIsland } from '@islands/island-frame';
import { DIRECTORY_ISLANDS } from '@shared/islands/island-names';
import { favoriteButtonPropsSchema } from '@shared/islands/directory-island-props';
import { FavoriteButton } from './favorite-button';

/** `data-island="favorite-button"`: the heart of a card or a profile. */
export default defineFramedIsland(
  DIRECTORY_ISLANDS.favoriteButton,
  favoriteButtonPropsSchema,
  function FavoriteButtonIsland({ publicId, providerName, language, country }) {
    return (
      <FavoriteButton provider={{ publicId, name: providerName }} country={country} language={language} />
    );
  },
);
