import { useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeLanguageName } from '@shared/i18n';
import { SITES } from '@shared/sites';
import { AutocompleteField, CitySuggestion } from '@shared/ui/autocomplete-field';
import { SelectField, TextField } from '@shared/ui/text-field';
import type { ContactAction } from '../flow/contact-actions';
import type { ContactState, InscriptionField } from '../flow/contact-state';
import { PageHeading } from '../parts/page-heading';
import { TermsLabel } from '../parts/terms-label';

interface InscriptionPageProps {
  state: ContactState;
  dispatch: (action: ContactAction) => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The page's introduction where the sign-in serves something else than contacting the provider. */
  intro?: string;
}

/** Page "inscription": the small profile a phone without an account creates (SPEC §2, §5). */
export function InscriptionPage({ state, dispatch, headingId, headingRef, intro }: InscriptionPageProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const form = useRef<HTMLFormElement>(null);
  const { inscription, siteCountry } = state;
  const { errors } = inscription;
  const error = (field: InscriptionField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const namesWarningId = `${baseId}-names`;
  const termsId = `${baseId}-terms`;
  const termsErrorId = `${baseId}-terms-error`;

  // After a refused submit, the focus goes to the first wrong field, whose message it then reads.
  useEffect(() => {
    if (inscription.refusedSubmits > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [inscription.refusedSubmits]);

  const textField = (field: 'email' | 'lastname' | 'firstname') => ({
    value: inscription[field],
    onValueChange: (value: string) => dispatch({ type: 'inscriptionChanged', field, value }),
    error: error(field),
  });

  return (
    <div className="pp-contact-widget__page">
      <PageHeading id={headingId} headingRef={headingRef}>
        {t('contactWidget.inscription.heading')}
      </PageHeading>
      <p className="pp-contact-widget__intro">{intro ?? t('contactWidget.inscription.intro')}</p>
      <form
        ref={form}
        className="pp-contact-widget__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'inscriptionSubmitted' });
        }}
      >
        <TextField
          label={t('contactWidget.inscription.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          {...textField('email')}
        />
        <p className="pp-contact-widget__warning" id={namesWarningId}>
          {t('contactWidget.inscription.namesWarning')}
        </p>
        <TextField
          label={t('contactWidget.inscription.lastname')}
          autoComplete="family-name"
          describedBy={namesWarningId}
          {...textField('lastname')}
        />
        <TextField
          label={t('contactWidget.inscription.firstname')}
          autoComplete="given-name"
          describedBy={namesWarningId}
          {...textField('firstname')}
        />
        <AutocompleteField
          label={t('contactWidget.inscription.city')}
          hint={t('contactWidget.inscription.cityHint')}
          value={inscription.cityText}
          onValueChange={(text) => dispatch({ type: 'cityTyped', text })}
          suggestions={inscription.citySuggestions}
          keyOf={(locality) => `${locality.city}|${locality.zipcode ?? ''}|${locality.lat},${locality.lng}`}
          renderSuggestion={(locality) => (
            <CitySuggestion name={locality.city} details={[locality.zipcode, locality.area]} />
          )}
          onPick={(locality) => dispatch({ type: 'cityPicked', locality })}
          error={error('city')}
        />
        <div className="pp-contact-widget__check">
          <input
            id={termsId}
            type="checkbox"
            checked={inscription.termsAccepted}
            onChange={(event) => dispatch({ type: 'termsChanged', accepted: event.target.checked })}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
          />
          <label htmlFor={termsId}>
            <TermsLabel />
          </label>
        </div>
        {errors.terms && (
          <p className="pp-ui-field__error" id={termsErrorId}>
            {t(errors.terms)}
          </p>
        )}
        <SelectField
          label={t('contactWidget.inscription.language')}
          value={inscription.language}
          options={SITES[siteCountry].languages.map((code) => ({
            value: code,
            label: nativeLanguageName(code),
            lang: code,
          }))}
          onValueChange={(language) => dispatch({ type: 'languageChosen', language })}
          error={errors.language && t(errors.language)}
        />
        <button
          type="submit"
          className="pp-contact-widget__button pp-contact-widget__button--primary"
          aria-disabled={inscription.registering || undefined}
        >
          {inscription.registering
            ? t('contactWidget.inscription.submitting')
            : t('contactWidget.inscription.submit')}
        </button>
      </form>
    </div>
  );
}
