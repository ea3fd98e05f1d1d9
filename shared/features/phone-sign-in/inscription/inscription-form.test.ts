import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessageKeys } from '@shared/validation';
import { LYON, PHONE } from '../sign-in-test-states';
import { inscriptionSchema, registrationOf } from './inscription-form';

const filledIn = {
  email: ' camille@example.fr ',
  lastname: ' Martin',
  firstname: 'Camille ',
  city: 'Lyon',
  terms: true,
  locale: 'en',
};

const errorsOf = (input: object) => {
  const result = v.safeParse(inscriptionSchema('FR'), input);
  return result.success ? [] : issueMessageKeys(result.issues);
};

describe('inscriptionSchema', () => {
  it('names every wrong field of an empty form with its message (docs/product/errors-and-failure-screen.md#validation-messages)', () => {
    expect(
      errorsOf({ email: '', lastname: '', firstname: '', city: '', terms: false, locale: 'fr' }),
    ).toEqual([
      { field: 'email', key: 'validation.emailInvalid' },
      { field: 'lastname', key: 'validation.lastnameInvalid' },
      { field: 'firstname', key: 'validation.firstnameInvalid' },
      { field: 'city', key: 'validation.cityInvalid' },
      { field: 'terms', key: 'validation.termsRequired' },
    ]);
  });

  it('accepts a typed city longer than 2 characters, and only a language the site offers', () => {
    expect(errorsOf({ ...filledIn, city: 'Oye' })).toEqual([]);
    expect(errorsOf({ ...filledIn, city: ' Oy ' })).toEqual([
      { field: 'city', key: 'validation.cityInvalid' },
    ]);
    expect(errorsOf({ ...filledIn, locale: 'de' })).toEqual([
      { field: 'locale', key: 'validation.languageInvalid' },
    ]);
  });
});

describe('registrationOf', () => {
  const values = v.parse(inscriptionSchema('FR'), filledIn);

  it('sends the picked city with its postal code, country and coordinates', () => {
    expect(registrationOf(values, { phone: PHONE, pick: LYON, siteCountry: 'FR' })).toEqual({
      email: 'camille@example.fr',
      lastname: 'Martin',
      firstname: 'Camille',
      phone: PHONE,
      city: 'Lyon',
      zipCode: '69001',
      country: 'FR',
      latitude: 45.76,
      longitude: 4.83,
      locale: 'en',
    });
  });

  it("sends a typed city as typed, in the site's country, without coordinates", () => {
    const typed = v.parse(inscriptionSchema('FR'), { ...filledIn, city: ' Oyonnax ' });
    expect(registrationOf(typed, { phone: PHONE, pick: null, siteCountry: 'FR' })).toMatchObject({
      city: 'Oyonnax',
      zipCode: null,
      country: 'FR',
      latitude: null,
      longitude: null,
    });
  });
});
