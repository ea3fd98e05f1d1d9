import { backOfficeLinkPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { ResetPasswordForm } from './reset-password-form';

/** `data-island="back-office-reset-password"`: the new password's form of `/reset-password?token=`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.resetPassword,
  backOfficeLinkPropsSchema,
  function ResetPasswordIsland({ language, token }) {
    return <ResetPasswordForm language={language} token={token} />;
  },
);
