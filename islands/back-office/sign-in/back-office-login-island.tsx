import { backOfficeLoginPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { LoginForm } from './login-form';

/** `data-island="back-office-login"`: the sign-in form of `/login`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.login,
  backOfficeLoginPropsSchema,
  function LoginIsland({ language, next, goTo }) {
    return <LoginForm language={language} next={next} goTo={goTo} />;
  },
);
