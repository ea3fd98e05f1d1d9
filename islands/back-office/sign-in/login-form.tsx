import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { useFormState } from 'react-hook-form';
import { ApiError } from '@shared/api/client';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { useEndpointMutation } from '@shared/api/query';
import { FormTextField, useContractForm } from '@shared/forms';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { storeTokens } from '@shared/session/token-cookies';
import { Button } from '@shared/ui/button';
import type { GoTo } from '../browser-navigation';
import { PasswordField } from '../password-field';
import { FailureMessage } from '../failure-message';
import { useShownFailure } from '../use-shown-failure';

export interface LoginFormProps {
  language: string;
  /** Where to go once signed in: the page that sent the provider here, else the dashboard. */
  next: string | null;
  goTo: GoTo;
}

/**
 * `/login`: email and password. A refusal says one thing whether the address has no account or the password
 * is wrong, as the server does; a 429 says how long to wait (the client reads Retry-After). Once signed in,
 * the tokens go into the session's cookies on this host, as a couple's do, and the provider goes on.
 */
export function LoginForm({ language, next, goTo }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: signInApi.loginSchema,
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const login = useEndpointMutation(signInApi.login, { language });
  const shown = useShownFailure();

  const send = async (values: v.InferOutput<typeof signInApi.loginSchema>) => {
    shown.clear();
    storeTokens(await login.mutateAsync(values));
    goTo(next ?? BACK_OFFICE_PATHS.dashboard);
  };
  const refusal = (cause: unknown) =>
    cause instanceof ApiError && cause.status === 401 ? t('backOfficeSignIn.login.refused') : null;

  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(send, { onFailure: shown.show })}
    >
      <FormTextField
        form={form}
        name="email"
        label={t('backOfficeSignIn.fields.email')}
        type="email"
        autoComplete="username"
        spellCheck={false}
      />
      <PasswordField form={form} name="password" label={t('backOfficeSignIn.fields.password')} />
      <FailureMessage failure={shown.failure} known={refusal} />
      <div className="pp-back-office__actions">
        <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('backOfficeSignIn.login.sending') : t('backOfficeSignIn.login.submit')}
        </Button>
        <a href={BACK_OFFICE_PATHS.forgotPassword}>{t('backOfficeSignIn.login.forgot')}</a>
      </div>
      <p>
        {t('backOfficeSignIn.login.noAccount')}{' '}
        <a href={BACK_OFFICE_PATHS.register}>{t('backOfficeSignIn.login.register')}</a>
      </p>
    </form>
  );
}
