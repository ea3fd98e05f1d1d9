import { rememberLocale } from '@shared/i18n/locale-cookie';
import { backOfficePagePropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { AccountPage } from './account-page';

/** The server picks a page's language from the `locale` cookie first: remembered, then the page again. */
function showIn(locale: string): void {
  rememberLocale(locale);
  location.reload();
}

/** `data-island="back-office-account"`: the content of the back-office's `/account`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.account,
  backOfficePagePropsSchema,
  function AccountIsland(props) {
    return <AccountPage {...props} showIn={showIn} />;
  },
);
