import { backOfficeLinkPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { ConfirmEmail } from './confirm-email';

/** `data-island="back-office-confirm-email"`: the confirmation of `/confirm-email?token=`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.confirmEmail,
  backOfficeLinkPropsSchema,
  function ConfirmEmailIsland({ language, token }) {
    return <ConfirmEmail language={language} token={token} />;
  },
);
