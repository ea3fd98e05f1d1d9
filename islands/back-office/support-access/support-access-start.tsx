import { useTranslation } from 'react-i18next';
import * as supportAccessApi from '@shared/api/contract/back-office/support-access';
import { FormTextField, SubmitFooter, useContractForm } from '@shared/forms';
import { BACK_OFFICE_PATHS, loginPathFor } from '@shared/islands/back-office-paths';
import { useStartImpersonation } from '@shared/queries/support-access';
import { useHasSession } from '@shared/session/use-has-session';
import type { GoTo } from '../browser-navigation';

export interface SupportAccessStartProps {
  language: string;
  /** Where the admin goes once acting as the provider: the provider's dashboard. */
  goTo: GoTo;
}

/**
 * `/support-access`, for support staff: the provider's profile slug, then the session acts as that provider
 * (docs/product/back-office.md#support-access) and the dashboard opens, under the support banner. Any other
 * caller is refused by the server, whose message the form shows; a browser without a session is offered the
 * sign-in first.
 */
export function SupportAccessStart({ language, goTo }: SupportAccessStartProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const form = useContractForm({
    schema: supportAccessApi.impersonate.request,
    defaultValues: { provider: '' },
  });
  const start = useStartImpersonation({ language });

  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async (values) => {
        await start.mutateAsync(values);
        goTo(BACK_OFFICE_PATHS.dashboard);
      })}
    >
      <p>{t('backOfficeSupportAccess.start.intro')}</p>
      {!signedIn && (
        <p className="notice">
          {t('backOfficeSupportAccess.start.notAdmin')}{' '}
          <a href={loginPathFor(BACK_OFFICE_PATHS.supportAccess)}>
            {t('backOfficeSupportAccess.start.signIn')}
          </a>
        </p>
      )}
      <FormTextField
        form={form}
        name="provider"
        label={t('backOfficeSupportAccess.start.provider')}
        hint={t('backOfficeSupportAccess.start.providerHint')}
        autoComplete="off"
        spellCheck={false}
      />
      <SubmitFooter
        form={form}
        label={t('backOfficeSupportAccess.start.submit')}
        busyLabel={t('backOfficeSupportAccess.start.submitting')}
        done={null}
      />
    </form>
  );
}
