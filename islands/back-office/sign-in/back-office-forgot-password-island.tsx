import { backOfficeForgotPasswordPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { ForgotPasswordForm } from './forgot-password-form';

/** `data-island="back-office-forgot-password"`: the form of `/forgot-password`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.forgotPassword,
  backOfficeForgotPasswordPropsSchema,
  function ForgotPasswordIsland({ language }) {
    return <ForgotPasswordForm language={language} />;
  },
);
