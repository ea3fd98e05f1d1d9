import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import { apiClient } from '@shared/api/client';
import { describeError } from '@shared/api/client/describe-error';
import type { Locality } from '@shared/api/contract/locality';
import * as sessionApi from '@shared/api/contract/session';
import type { User } from '@shared/api/contract/session';
import { useEndpointQuery } from '@shared/api/query';
import { VisitorSignIn } from '@shared/features/sign-in-prompt/visitor-sign-in';
import { FormFailureMessage, FormSelectField, FormTextField, useContractForm } from '@shared/forms';
import { FormCityField } from '@shared/forms/form-city-field';
import { placeFilledFields } from '@shared/forms/place-filled-fields';
import { LANGUAGES, nativeLanguageName, type Language } from '@shared/i18n';
import { rememberLocale } from '@shared/i18n/locale-cookie';
import { usePendingEmail, useUpdateProfile } from '@shared/queries/account';
import { logout } from '@shared/session';
import { useHasSession } from '@shared/session/use-has-session';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { QueryState } from '@shared/ui/query-state';
import { formatPhone } from '@shared/validation/phone/phone-display';
import {
  accountFormSchema,
  accountValuesOf,
  cityRefusalOf,
  profileChangesOf,
  type AccountFormValues,
} from './account-form';
import { PendingEmailNotice } from './pending-email';
import '../project-site-theme.css';
import './account-settings.css';

export interface AccountSettingsProps {
  country: CountryCode;
  language: Language;
  /** Shows the page again in the language just chosen. */
  reload: () => void;
}

/**
 * `/account`: the couple's settings (docs/product/project-site.md#account-settings). The city and language
 * change here, and the email once its new address is confirmed from the link sent to it; the names and the
 * phone are shown, locked, with what to do instead; and signing out.
 */
export function AccountSettings({ country, language, reload }: AccountSettingsProps) {
  const { t } = useTranslation();
  const signedIn = useHasSession();
  const me = useEndpointQuery(sessionApi.me, {}, { enabled: signedIn, language });

  if (!signedIn) {
    return (
      <VisitorSignIn
        title={<h1>{t('accountSettings.title')}</h1>}
        loading={t('accountSettings.loading')}
        country={country}
        language={language}
        heading={t('accountSettings.signInHeading')}
        inscriptionIntro={t('accountSettings.inscriptionIntro')}
      />
    );
  }
  if (!me.isSuccess) {
    return (
      <QueryState
        query={me}
        loading={t('accountSettings.loading')}
        loadFailed={t('accountSettings.loadFailed')}
      />
    );
  }
  return (
    <div className="pp-account">
      <h1>{t('accountSettings.title')}</h1>
      <AccountForm user={me.data.user} country={country} language={language} reload={reload} />
      <LockedDetails user={me.data.user} />
      <SignOut language={language} />
    </div>
  );
}

function AccountForm({ user, country, language, reload }: AccountSettingsProps & { user: User }) {
  const { t } = useTranslation();
  const pending = usePendingEmail({ signedIn: true });
  const [saved, setSaved] = useState(0);
  const form = useContractForm({
    schema: accountFormSchema,
    defaultValues: accountValuesOf(user, language),
    serverAliases: placeFilledFields('city'),
  });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const update = useUpdateProfile({ language });
  const [pick, setPick] = useState<Locality | null>(null);

  const send = async (values: AccountFormValues) => {
    const changes = profileChangesOf(values, user, pick, country);
    const cityRefusal = cityRefusalOf(changes);
    if (cityRefusal) {
      form.methods.setError('city', { message: cityRefusal }, { shouldFocus: true });
      return;
    }
    const answer = Object.keys(changes).length > 0 ? await update.mutateAsync(changes) : null;
    if (changes.locale !== undefined && changes.locale !== language) {
      // The page's language is the server's choice: the cookie it reads first (the page's country kept), then
      // a new page.
      rememberLocale(`${changes.locale}-${country}`);
      reload();
      return;
    }
    // A new address waits for its confirmation: the field shows the one still in use, the notice the new one.
    form.methods.reset({ ...values, email: answer ? (answer.user.email ?? '') : values.email });
    setSaved((count) => count + 1);
  };

  return (
    <section className="pp-project-site__section" aria-labelledby="pp-account-form-title">
      <h2 id="pp-account-form-title">{t('accountSettings.formTitle')}</h2>
      <form className="pp-account__form" noValidate onSubmit={form.submitWith(send)}>
        <FormTextField
          form={form}
          name="email"
          label={t('contactWidget.inscription.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          hint={t('accountSettings.emailHint')}
        />
        <PendingEmailNotice
          pending={pending.data?.pendingEmail ?? null}
          current={user.email}
          language={language}
        />
        <FormCityField
          form={form}
          name="city"
          label={t('contactWidget.inscription.city')}
          hint={t('contactWidget.inscription.cityHint')}
          country={country}
          language={language}
          pick={pick}
          onPickChange={setPick}
        />
        <FormSelectField
          form={form}
          name="locale"
          label={t('accountSettings.language')}
          options={LANGUAGES.map((code) => ({ value: code, label: nativeLanguageName(code), lang: code }))}
        />
        <FormFailureMessage form={form} />
        <LiveRegion politeness="polite">
          {saved > 0 && (
            <p key={saved} className="notice notice--success">
              {t('accountSettings.saved')}
            </p>
          )}
        </LiveRegion>
        <div className="pp-project-site__actions">
          <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t('accountSettings.saving') : t('accountSettings.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The names and the phone: shown, never editable, each with what the SPEC says to do instead. */
function LockedDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const namesNote = useId();
  const phoneNote = useId();
  return (
    <section className="pp-project-site__section" aria-labelledby="pp-account-locked-title">
      <h2 id="pp-account-locked-title">{t('accountSettings.lockedTitle')}</h2>
      <dl className="pp-account__locked">
        <div>
          <dt>{t('contactWidget.inscription.lastname')}</dt>
          <dd aria-describedby={namesNote}>{user.lastname ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('contactWidget.inscription.firstname')}</dt>
          <dd aria-describedby={namesNote}>{user.firstname ?? '—'}</dd>
        </div>
      </dl>
      <p className="pp-account__note" id={namesNote}>
        {t('validation.namesLocked')}
      </p>
      <dl className="pp-account__locked">
        <div>
          <dt>{t('contactWidget.account.phoneLabel')}</dt>
          <dd aria-describedby={phoneNote}>{user.phone ? formatPhone(user.phone) : '—'}</dd>
        </div>
      </dl>
      <p className="pp-account__note" id={phoneNote}>
        {t('validation.phoneLocked')}
      </p>
    </section>
  );
}

function SignOut({ language }: { language: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    if (pending) return;
    setPending(true);
    try {
      await apiClient.call(sessionApi.logout, {}, { language });
      logout();
      location.assign('/');
    } catch (cause) {
      setFailure(cause);
      setPending(false);
    }
  };
  return (
    <section className="pp-project-site__section" aria-labelledby="pp-account-sign-out-title">
      <h2 id="pp-account-sign-out-title">{t('accountSettings.signOutTitle')}</h2>
      <div className="pp-project-site__actions">
        <Button variant="secondary" aria-disabled={pending || undefined} onClick={() => void signOut()}>
          {t('accountSettings.signOut')}
        </Button>
      </div>
      {failure !== null && (
        <p className="notice notice--error" role="alert">
          {t('errors.withDetail', { detail: describeError(failure, t) })}
        </p>
      )}
    </section>
  );
}
