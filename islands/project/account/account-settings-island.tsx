import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import { accountSettingsPropsSchema } from '@shared/islands/project-view-island-props';
import { defineProjectPageIsland } from '../project-page-island';
import { AccountSettings } from './account-settings';

const reload = () => location.reload();

/** `data-island="account-settings"`: the couple's account, `/account`. */
export default defineProjectPageIsland(
  PROJECT_VIEW_ISLANDS.accountSettings,
  accountSettingsPropsSchema,
  function AccountSettingsIsland(props) {
    return <AccountSettings {...props} reload={reload} />;
  },
);
