import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import type * as authApi from '@shared/api/contract/auth';
import type { Locality } from '@shared/api/contract/locality';
import { PageQueryProvider } from '@shared/api/query';
import { nativeLanguageName } from '@shared/i18n';
import { SITES } from '@shared/sites';
import { FormCheckboxField, FormSelectField, FormTextField, useContractForm } from '@shared/forms';
import { FormCityField } from '@shared/forms/form-city-field';
import { placeFilledFields } from '@shared/forms/place-filled-fields';
import { Button } from '@shared/ui/button';
import type { SelectOption } from '@shared/ui/text-field';
import { inscriptionSchema, registrationOf, type InscriptionValues } from '../inscription/inscription-form';
import type { SignInAction } from '../sign-in-actions';
import type { SignInState } from '../sign-in-state';
import { PageHeading } from './page-heading';
import { TermsLabel } from './terms-label';
import '../phone-sign-in.css';

export interface InscriptionPageProps {
  signIn: SignInState;
  dispatch: (action: SignInAction) => void;
  /** Creates the account and signs it in; rejects with the server's refusal. */
  register: (registration: authApi.Registration) => Promise<void>;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** What the profile is for ("Ces informations permettent au wedding planner de vous répondre."). */
  intro: string;
}

/**
 * Page "inscription": the small profile a phone without an account creates
 * (docs/product/phone-sign-in.md#profile-form), a form on the registration's rules (shared/forms). Sent too
 * early, it names every wrong field and takes the focus to the first; the server's word on a field shows on
 * that field, any other refusal among the sign-in's messages. Its city suggestions are a query: the page
 * brings the page's query client, so that TanStack Query loads with this page, not with the account page
 * before it.
 */
export function InscriptionPage(props: InscriptionPageProps) {
  return (
    <PageQueryProvider>
      <InscriptionForm {...props} />
    </PageQueryProvider>
  );
}

function InscriptionForm({ signIn, dispatch, register, headingId, headingRef, intro }: InscriptionPageProps) {
  const { t } = useTranslation();
  const namesWarningId = `${useId()}-names`;
  const { siteCountry, language, account } = signIn;
  const schema = useMemo(() => inscriptionSchema(siteCountry), [siteCountry]);
  const form = useContractForm({
    schema,
    defaultValues: { email: '', lastname: '', firstname: '', city: '', terms: false, locale: language },
    serverAliases: placeFilledFields('city'),
  });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  // The city picked from the suggestions, kept while the text still names it: it brings the postal code.
  const [pick, setPick] = useState<Locality | null>(null);
  const languages: SelectOption<string>[] = SITES[siteCountry].languages.map((code) => ({
    value: code,
    label: nativeLanguageName(code),
    lang: code,
  }));

  const send = async (values: InscriptionValues) => {
    if (account.phone === null) return;
    await register(registrationOf(values, { phone: account.phone, pick, siteCountry }));
  };

  return (
    <div className="pp-contact-widget__page">
      <PageHeading id={headingId} headingRef={headingRef}>
        {t('contactWidget.inscription.heading')}
      </PageHeading>
      <p className="pp-contact-widget__intro">{intro}</p>
      <form
        className="pp-contact-widget__form"
        noValidate
        onSubmit={form.submitWith(send, {
          onFailure: (cause) => dispatch({ type: 'registrationFailed', cause }),
        })}
      >
        <FormTextField
          form={form}
          name="email"
          label={t('contactWidget.inscription.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <p className="pp-contact-widget__warning" id={namesWarningId}>
          {t('contactWidget.inscription.namesWarning')}
        </p>
        <FormTextField
          form={form}
          name="lastname"
          label={t('contactWidget.inscription.lastname')}
          autoComplete="family-name"
          describedBy={namesWarningId}
        />
        <FormTextField
          form={form}
          name="firstname"
          label={t('contactWidget.inscription.firstname')}
          autoComplete="given-name"
          describedBy={namesWarningId}
        />
        <FormCityField
          form={form}
          name="city"
          label={t('contactWidget.inscription.city')}
          hint={t('contactWidget.inscription.cityHint')}
          country={siteCountry}
          language={language}
          pick={pick}
          onPickChange={setPick}
        />
        <FormCheckboxField
          form={form}
          name="terms"
          label={<TermsLabel />}
          className="pp-contact-widget__check"
        />
        <FormSelectField
          form={form}
          name="locale"
          label={t('contactWidget.inscription.language')}
          options={languages}
        />
        <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('contactWidget.inscription.submitting') : t('contactWidget.inscription.submit')}
        </Button>
      </form>
    </div>
  );
}
