import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { zipCodeSchema } from '@shared/api/contract/primitives';
import {
  boundedText,
  companyNameSchema,
  phoneE164Schema,
  stopAtFirstIssue,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
} from '@shared/validation';
import { siretSchema } from '@shared/validation/siret';

/**
 * The provider's company (docs/product/back-office.md#company), read and written a part at a time, each part
 * its own form of the company page: its name, its SIRET, its details (legal form, VAT number, website, phone),
 * its address and its services. The name, the address and the services show on the public profile and the
 * directory's cards at once.
 */

const WEBSITE_INVALID = 'backOfficeCompany.details.websiteInvalid' satisfies ValidationMessageKey;
const VAT_INVALID = 'backOfficeCompany.details.vatNumberInvalid' satisfies ValidationMessageKey;

/** The longest website address kept, bounded before the URL is parsed. */
export const WEBSITE_MAX_LENGTH = 300;

/** Whether `url` is a web page's address (http or https, no credentials in it). */
export function isWebsite(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, username, password, hostname } = new URL(url);
  return (protocol === 'https:' || protocol === 'http:') && !username && !password && hostname.includes('.');
}

/** An optional text field of a form: empty means none (null is stored). */
const optional = <const S extends v.GenericSchema<string, string>>(schema: S) =>
  v.nullable(v.union([v.literal(''), schema]));

export const legalFormSchema = boundedText({ max: 60 });

/** A VAT number: two letters of its country, then 2 to 13 letters or digits ("FR40303265045"). */
export const vatNumberSchema = stopAtFirstIssue(
  v.pipe(
    boundedText({ max: 20, message: VAT_INVALID }),
    v.transform((text) => text.replace(/\s/g, '').toUpperCase()),
    v.regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, VAT_INVALID),
  ),
);

export const websiteSchema = stopAtFirstIssue(
  v.pipe(
    boundedText({ max: WEBSITE_MAX_LENGTH, message: WEBSITE_INVALID }),
    v.check(isWebsite, WEBSITE_INVALID),
  ),
);

export const companyNameAnswer = v.object({ name: v.string() });

export const companyName = endpoint({
  name: 'company_name',
  method: 'GET',
  path: '/api/company/name',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The company’s name, as the directory shows it.',
  request: v.object({}),
  response: companyNameAnswer,
});

export const saveCompanyName = endpoint({
  name: 'company_name_save',
  method: 'POST',
  path: '/api/company/name',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Renames the company: its profile and its directory cards show the new name at once.',
  request: v.object({ name: companyNameSchema }),
  response: companyNameAnswer,
  example: { input: { name: 'Atelier Lumière' } },
});

export const companySiretAnswer = v.object({ siret: v.nullable(v.string()) });

export const companySiret = endpoint({
  name: 'company_siret',
  method: 'GET',
  path: '/api/company/siret',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The company’s SIRET (14 digits), null until given.',
  request: v.object({}),
  response: companySiretAnswer,
});

export const saveCompanySiret = endpoint({
  name: 'company_siret_save',
  method: 'POST',
  path: '/api/company/siret',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The company’s SIRET: 14 digits (spaces between them allowed) with a valid Luhn key, or La Poste’s rule for its establishments; refused on `siret` otherwise.',
  request: v.object({ siret: siretSchema }),
  response: companySiretAnswer,
  example: { input: { siret: '732 829 320 00074' } },
});

const detailsFields = {
  legalForm: optional(legalFormSchema),
  vatNumber: optional(vatNumberSchema),
  website: optional(websiteSchema),
  phone: optional(phoneE164Schema),
};

export const companyDetailsAnswer = v.object({
  legalForm: v.nullable(v.string()),
  vatNumber: v.nullable(v.string()),
  website: v.nullable(v.string()),
  /** E.164. */
  phone: v.nullable(v.string()),
});
export type CompanyDetails = v.InferOutput<typeof companyDetailsAnswer>;

export const companyDetails = endpoint({
  name: 'company_details',
  method: 'GET',
  path: '/api/company/details',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The company’s legal form, VAT number, website and phone; each null until given.',
  request: v.object({}),
  response: companyDetailsAnswer,
});

export const saveCompanyDetails = endpoint({
  name: 'company_details_save',
  method: 'POST',
  path: '/api/company/details',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces the company’s details; an empty or null field removes it. The website and the phone are the profile’s buttons.',
  request: v.object(detailsFields),
  response: companyDetailsAnswer,
  example: {
    input: {
      legalForm: 'SARL',
      vatNumber: 'FR40303265045',
      website: 'https://atelier-lumiere.example',
      phone: '+33478000000',
    },
  },
});

export const companyAddressAnswer = v.object({
  street: v.string(),
  /** The city picked in the gazetteer, null until then. */
  city: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
});
export type CompanyAddress = v.InferOutput<typeof companyAddressAnswer>;

export const companyAddress = endpoint({
  name: 'company_address',
  method: 'GET',
  path: '/api/company/address',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The company’s street address, its city and postal code.',
  request: v.object({}),
  response: companyAddressAnswer,
});

export const saveCompanyAddress = endpoint({
  name: 'company_address_save',
  method: 'POST',
  path: '/api/company/address',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The company’s address: the city and postal code of a city of its country’s gazetteer, as the city autocomplete picks it (refused on `city` otherwise); the profile and the directory place the company there at once.',
  request: v.object({
    street: stopAtFirstIssue(v.pipe(boundedText({ max: 200 }), v.minLength(1, VALIDATION_MESSAGES.value))),
    city: stopAtFirstIssue(
      v.pipe(
        boundedText({ max: 120, message: VALIDATION_MESSAGES.cityWithPostalCode }),
        v.minLength(1, VALIDATION_MESSAGES.cityWithPostalCode),
      ),
    ),
    /** Filled with the city by the autocomplete; the server refuses a pair its gazetteer lacks on `city`. */
    postalCode: zipCodeSchema,
  }),
  response: companyAddressAnswer,
  example: { input: { street: '12 rue de la République', city: 'Lyon', postalCode: '69001' } },
});

export const companyServicesAnswer = v.object({
  /** The slugs of the services the company offers, in the list's order. */
  services: v.array(v.string()),
  /** Every service a company may offer, named in the caller's language. */
  choices: v.array(v.object({ slug: v.string(), name: v.string() })),
});

export const companyServices = endpoint({
  name: 'company_services',
  method: 'GET',
  path: '/api/company/services',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The services the company offers, and every one it may offer.',
  request: v.object({}),
  response: companyServicesAnswer,
});

export const saveCompanyServices = endpoint({
  name: 'company_services_save',
  method: 'POST',
  path: '/api/company/services',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces the services the company offers (service types by slug; an unknown one is refused on `services`). The directory’s service filter finds it at once.',
  request: v.object({
    services: v.pipe(
      v.array(boundedText({ max: 60 }), VALIDATION_MESSAGES.value),
      v.maxLength(20, VALIDATION_MESSAGES.value),
    ),
  }),
  response: companyServicesAnswer,
  example: { input: { services: ['full-service', 'day-of-coordination'] } },
});

/** What the public company register knows of an establishment, to pre-fill the company page. */
export const registeredCompanySchema = v.object({
  siret: v.string(),
  name: v.string(),
  street: v.string(),
  postalCode: v.string(),
  city: v.string(),
  /** The register's legal form (its label when known), null when it gives none. */
  legalForm: v.nullable(v.string()),
});
export type RegisteredCompany = v.InferOutput<typeof registeredCompanySchema>;

export const lookUpSiret = endpoint({
  name: 'siren_siret',
  method: 'GET',
  path: '/api/siren/siret',
  auth: 'provider',
  host: 'backOffice',
  errors: [404, 429, 503],
  summary:
    'Looks an establishment up in the public company register by its SIRET: its name and address, to pre-fill the company page. 404 when the register has none, 503 when it does not answer.',
  request: v.object({ siret: siretSchema }),
  response: v.object({ company: registeredCompanySchema }),
  example: { input: { siret: '90100000100015' } },
});
