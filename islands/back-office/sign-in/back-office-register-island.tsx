import { backOfficeRegisterPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { RegisterForm } from './register-form';

/** `data-island="back-office-register"`: the sign-up form of `/register`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.register,
  backOfficeRegisterPropsSchema,
  function RegisterIsland({ language, country }) {
    return <RegisterForm language={language} country={country} />;
  },
);
