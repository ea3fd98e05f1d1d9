import { backOfficePagePropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineFramedIsland } from '@islands/island-frame';
import { browserNavigation } from '../browser-navigation';
import { ProviderSessionMenu } from './provider-session-menu';

/** `data-island="back-office-session"`: the session in the back-office's header, on every page. */
export default defineFramedIsland(
  BACK_OFFICE_ISLANDS.session,
  backOfficePagePropsSchema,
  function BackOfficeSessionIsland({ language }) {
    return <ProviderSessionMenu language={language} goTo={browserNavigation.goTo} />;
  },
);
