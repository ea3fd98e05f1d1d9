import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import * as v from 'valibot';
import * as companyApi from '@shared/api/contract/back-office/company';
import type { RegisteredCompany } from '@shared/api/contract/back-office/company';
import { useEndpointMutation } from '@shared/api/query';
import {
  FormCityWithPostalCodeField,
  FormPhoneField,
  FormTextField,
  ResourceForm,
  type ContractForm,
} from '@shared/forms';
import { useProvider } from '@shared/queries/provider-account';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { siretSchema } from '@shared/validation/siret';
import { FailureMessage } from '../failure-message';

/** The company's country (its site's): its address's city and its phone are of that country first. */
function useCompanyCountry(): CountryCode {
  const country = useProvider().query.data?.company.country;
  return country && isCountryCode(country) ? country : DEFAULT_COUNTRY;
}

/** The register's answer the forms below start from, once looked up: each puts its part in, to check and save. */
type Found = (RegisteredCompany & { serial: number }) | null;

/**
 * Puts values in a form that the user then checks and saves (marked changed, so that the foot's button
 * means it), once per answer.
 */
function useFill<Values extends FieldValues, Output>(
  form: ContractForm<Values, Output>,
  found: Found,
  values: (company: RegisteredCompany) => Partial<Record<FieldPath<Values>, string>>,
) {
  const serial = found?.serial;
  useEffect(() => {
    if (!found) return;
    for (const [name, value] of Object.entries(values(found))) {
      if (!value) continue;
      form.methods.setValue(name as FieldPath<Values>, value as PathValue<Values, FieldPath<Values>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
    // Once per answer: `serial` tells a new one from the same company looked up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serial]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="pp-back-office__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function formTexts(t: (key: string) => string, part: 'name' | 'siret' | 'details' | 'address') {
  return {
    loading: t(`backOfficeCompany.${part}.loading`),
    loadFailed: t(`backOfficeCompany.${part}.loadFailed`),
    submit: t(`backOfficeCompany.${part}.submit`),
    done: t(`backOfficeCompany.${part}.done`),
  };
}

/** The SIRET, and its lookup in the public company register, whose answer the other forms start from. */
function SiretForm({
  language,
  onFound,
}: {
  language: string;
  onFound: (company: RegisteredCompany) => void;
}) {
  const { t } = useTranslation();
  const lookUp = useEndpointMutation(companyApi.lookUpSiret, { language });
  const [found, setFound] = useState<RegisteredCompany | null>(null);
  return (
    <ResourceForm
      read={companyApi.companySiret}
      save={companyApi.saveCompanySiret}
      language={language}
      toValues={({ siret }) => ({ siret: siret ?? '' })}
      texts={formTexts(t, 'siret')}
      className="pp-back-office__form"
    >
      {(form) => (
        <>
          <FormTextField
            form={form}
            name="siret"
            label={t('backOfficeCompany.siret.label')}
            hint={t('backOfficeCompany.siret.hint')}
            inputMode="numeric"
            autoComplete="off"
          />
          <div className="pp-back-office__actions">
            <Button
              variant="secondary"
              type="button"
              aria-disabled={lookUp.isPending || undefined}
              onClick={async () => {
                if (lookUp.isPending) return;
                const typed = form.methods.getValues('siret');
                const siret = v.safeParse(siretSchema, typed);
                if (!siret.success) {
                  // Shown at once, as if the field had been left: the lookup needs a right SIRET.
                  form.methods.setValue('siret', typed, { shouldTouch: true });
                  await form.methods.trigger('siret', { shouldFocus: true });
                  return;
                }
                setFound(null);
                lookUp.mutate(
                  { siret: siret.output },
                  {
                    onSuccess: ({ company }) => {
                      setFound(company);
                      onFound(company);
                    },
                  },
                );
              }}
            >
              {lookUp.isPending
                ? t('backOfficeCompany.siret.lookingUp')
                : t('backOfficeCompany.siret.lookUp')}
            </Button>
          </div>
          <FailureMessage
            failure={lookUp.error ? { cause: lookUp.error, serial: lookUp.submittedAt } : null}
          />
          <p role="status" className={found ? 'notice notice--success' : undefined}>
            {found && t('backOfficeCompany.siret.found', { name: found.name, city: found.city })}
          </p>
        </>
      )}
    </ResourceForm>
  );
}

function NameFields({
  form,
  found,
}: {
  form: ContractForm<{ name: string }, { name: string }>;
  found: Found;
}) {
  const { t } = useTranslation();
  useFill(form, found, (company) => ({ name: company.name }));
  return (
    <FormTextField
      form={form}
      name="name"
      label={t('backOfficeCompany.name.label')}
      autoComplete="organization"
    />
  );
}

type AddressValues = { street: string; city: string; postalCode: string };

function AddressFields({
  form,
  found,
  language,
}: {
  form: ContractForm<AddressValues, AddressValues>;
  found: Found;
  language: string;
}) {
  const { t } = useTranslation();
  const country = useCompanyCountry();
  useFill(form, found, (company) => ({
    street: company.street,
    city: company.city,
    postalCode: company.postalCode,
  }));
  return (
    <>
      <FormTextField
        form={form}
        name="street"
        label={t('backOfficeCompany.address.street')}
        autoComplete="street-address"
      />
      <FormCityWithPostalCodeField
        form={form}
        cityName="city"
        postalCodeName="postalCode"
        label={t('backOfficeCompany.address.city')}
        hint={t('backOfficeCompany.address.cityHint')}
        country={country}
        language={language}
      />
    </>
  );
}

type DetailsValues = {
  legalForm: string | null;
  vatNumber: string | null;
  website: string | null;
  phone: string | null;
};

function DetailsFields({ form, found }: { form: ContractForm<DetailsValues, DetailsValues>; found: Found }) {
  const { t } = useTranslation();
  const country = useCompanyCountry();
  useFill(form, found, (company) => ({ legalForm: company.legalForm ?? '' }));
  return (
    <>
      <FormTextField
        form={form}
        name="legalForm"
        label={t('backOfficeCompany.details.legalForm')}
        hint={t('backOfficeCompany.details.legalFormHint')}
      />
      <FormTextField
        form={form}
        name="vatNumber"
        label={t('backOfficeCompany.details.vatNumber')}
        hint={t('backOfficeCompany.details.vatNumberHint')}
        autoComplete="off"
      />
      <FormTextField
        form={form}
        name="website"
        type="url"
        inputMode="url"
        label={t('backOfficeCompany.details.website')}
        hint={t('backOfficeCompany.details.websiteHint')}
        autoComplete="url"
      />
      <FormPhoneField
        form={form}
        name="phone"
        defaultCountry={country}
        label={t('backOfficeCompany.details.phone')}
        hint={t('backOfficeCompany.details.phoneHint')}
      />
    </>
  );
}

/**
 * The back-office's company page: its SIRET (looked up in the public company register, whose answer fills
 * the name, the address and the legal form to check and save), its name, its address with the back-office
 * city field and its details (its services are the profile's services page's). Each part is its own form,
 * saved alone.
 */
export default function CompanyScreen({ language }: { language: string }) {
  const { t } = useTranslation();
  const [found, setFound] = useState<Found>(null);
  return (
    <>
      <p>{t('backOfficeCompany.company.intro')}</p>
      <Section title={t('backOfficeCompany.siret.title')}>
        <SiretForm
          language={language}
          onFound={(company) => setFound((last) => ({ ...company, serial: (last?.serial ?? 0) + 1 }))}
        />
      </Section>
      <Section title={t('backOfficeCompany.name.title')}>
        <ResourceForm
          read={companyApi.companyName}
          save={companyApi.saveCompanyName}
          language={language}
          toValues={({ name }) => ({ name })}
          texts={formTexts(t, 'name')}
          className="pp-back-office__form"
        >
          {(form) => <NameFields form={form} found={found} />}
        </ResourceForm>
      </Section>
      <Section title={t('backOfficeCompany.address.title')}>
        <ResourceForm
          read={companyApi.companyAddress}
          save={companyApi.saveCompanyAddress}
          language={language}
          toValues={({ street, city, postalCode }) => ({
            street,
            city: city ?? '',
            postalCode: postalCode ?? '',
          })}
          texts={formTexts(t, 'address')}
          className="pp-back-office__form"
        >
          {(form) => <AddressFields form={form} found={found} language={language} />}
        </ResourceForm>
      </Section>
      <Section title={t('backOfficeCompany.details.title')}>
        <ResourceForm
          read={companyApi.companyDetails}
          save={companyApi.saveCompanyDetails}
          language={language}
          toValues={(details) => ({
            legalForm: details.legalForm ?? '',
            vatNumber: details.vatNumber ?? '',
            website: details.website ?? '',
            phone: details.phone ?? '',
          })}
          texts={formTexts(t, 'details')}
          className="pp-back-office__form"
        >
          {(form) => <DetailsFields form={form} found={found} />}
        </ResourceForm>
      </Section>
    </>
  );
}
