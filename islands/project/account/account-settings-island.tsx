import { I18nextProvider } from 'react-i18next';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { defineIsland } from '@islands/define-island';
import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import { accountSettingsPropsSchema } from '@shared/islands/project-view-island-props';
import { AccountSettings } from './account-settings';

const reload = () => location.reload();

/** `data-island="account-settings"`: the couple's account, `/account`. */
export default defineIsland(
  PROJECT_VIEW_ISLANDS.accountSettings,
  accountSettingsPropsSchema,
  function AccountSettingsIsland({ language, country }) {
    const spoken = islandLanguage(language);
    return (
      <PageQueryProvider>
        <I18nextProvider i18n={getI18n(spoken)}>
          <div className="pp-ui-theme pp-project-site-island" lang={spoken}>
            <AccountSettings country={country} language={spoken} reload={reload} />
          </div>
        </I18nextProvider>
      </PageQueryProvider>
    );
  },
);
