import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError } from '@shared/api/client';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { useEndpointMutation } from '@shared/api/query';
import { useContractForm } from '@shared/forms';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { logout } from '@shared/session';
import { Button } from '@shared/ui/button';
import { PasswordField } from '../password-field';
import { FailureMessage } from '../failure-message';
import { linkTokenOf } from './link-token';
import { SentNotice } from './sent-notice';
import { useShownFailure } from '../use-shown-failure';

/** The form's one field, the request's: the token comes from the link. */
const newPasswordSchema = v.pick(signInApi.resetPassword.request, ['password']);

/** What the page shows: the form, the password changed, or a link that cannot be used. */
type ResetState = 'form' | 'done' | 'unknown' | 'dead';

/** A refusal of the link itself: never sent (404), or used, replaced or expired (410). */
function linkRefusal(cause: unknown): ResetState | null {
  if (!(cause instanceof ApiError)) return null;
  if (cause.status === 404) return 'unknown';
  return cause.status === 410 ? 'dead' : null;
}

export interface ResetPasswordFormProps {
  language: string;
  token: string | null;
}

/**
 * `/reset-password?token=`: a new password from the link sent by email. Every session of the account ends
 * with it, this browser's too: the provider signs in again with the new one. A link that cannot be used says
 * so and leads to a new one.
 */
export function ResetPasswordForm({ language, token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const linkToken = linkTokenOf(token);
  const [state, setState] = useState<ResetState>(linkToken === null ? 'unknown' : 'form');
  const form = useContractForm({ schema: newPasswordSchema, defaultValues: { password: '' } });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const reset = useEndpointMutation(signInApi.resetPassword, { language });
  const shown = useShownFailure();

  if (state === 'done') {
    return (
      <SentNotice title={t('backOfficeSignIn.reset.done')}>
        <p>
          <a href={BACK_OFFICE_PATHS.login}>{t('backOfficeSignIn.reset.login')}</a>
        </p>
      </SentNotice>
    );
  }
  if (state !== 'form' || linkToken === null) {
    return (
      <div className="pp-back-office__section">
        <p className="notice notice--error" role="alert">
          {state === 'dead' ? t('backOfficeSignIn.reset.dead') : t('backOfficeSignIn.reset.unknown')}
        </p>
        <p>
          <a href={BACK_OFFICE_PATHS.forgotPassword}>{t('backOfficeSignIn.reset.askAgain')}</a>
        </p>
      </div>
    );
  }
  const send = async ({ password }: v.InferOutput<typeof newPasswordSchema>) => {
    shown.clear();
    await reset.mutateAsync({ token: linkToken, password });
    logout();
    setState('done');
  };
  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(send, {
        onFailure: (cause) => {
          const refused = linkRefusal(cause);
          if (refused) setState(refused);
          else shown.show(cause);
        },
      })}
    >
      <PasswordField form={form} name="password" label={t('backOfficeSignIn.fields.newPassword')} isNew />
      <FailureMessage failure={shown.failure} />
      <div className="pp-back-office__actions">
        <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('backOfficeSignIn.reset.sending') : t('backOfficeSignIn.reset.submit')}
        </Button>
      </div>
    </form>
  );
}
