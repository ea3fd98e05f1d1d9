import { I18nextProvider } from 'react-i18next';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { defineIsland } from '@islands/define-island';
import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import { favoritesListPropsSchema } from '@shared/islands/project-view-island-props';
import { FavoritesList } from './favorites-list';

/** `data-island="favorites-list"`: the planners the couple hearted, `/favorites`. */
export default defineIsland(
  PROJECT_VIEW_ISLANDS.favoritesList,
  favoritesListPropsSchema,
  function FavoritesListIsland({ language, country, directoryUrl }) {
    const spoken = islandLanguage(language);
    return (
      <PageQueryProvider>
        <I18nextProvider i18n={getI18n(spoken)}>
          <div className="pp-ui-theme pp-project-site-island" lang={spoken}>
            <FavoritesList country={country} language={spoken} directoryUrl={directoryUrl} />
          </div>
        </I18nextProvider>
      </PageQueryProvider>
    );
  },
);
