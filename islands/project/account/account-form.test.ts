import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exampleUser } from '@shared/api/contract/examples';
import { accountFormSchema, accountValuesOf, profileChangesOf } from './account-form';

const user = exampleUser({ email: 'camille@example.fr', city: 'Lyon', country: 'FR', locale: 'fr-FR' });

const values = (changes: Partial<ReturnType<typeof accountValuesOf>>) =>
  v.parse(accountFormSchema, { ...accountValuesOf(user, 'en'), ...changes });

describe('the account form', () => {
  it('starts from the account, its locale read as a language', () => {
    expect(accountValuesOf(user, 'en')).toEqual({ email: 'camille@example.fr', city: 'Lyon', locale: 'fr' });
    expect(accountValuesOf({ ...user, locale: null }, 'nl').locale).toBe('nl');
  });

  it('sends only what changed', () => {
    expect(profileChangesOf(values({}), user, null, 'FR')).toEqual({});
    expect(profileChangesOf(values({ email: 'new@example.fr', locale: 'nl' }), user, null, 'FR')).toEqual({
      email: 'new@example.fr',
      locale: 'nl',
    });
  });

  it('sends a new city as a whole location: the pick’s, or the typed name in the account’s country', () => {
    const pick = { city: 'Gent', zipcode: '9000', countrycode: 'be', lat: 51.05, lng: 3.72, area: null };
    expect(profileChangesOf(values({ city: 'Gent' }), user, pick, 'FR')).toEqual({
      city: 'Gent',
      country: 'BE',
      zipCode: '9000',
      latitude: 51.05,
      longitude: 3.72,
    });
    expect(profileChangesOf(values({ city: 'Annecy' }), user, null, 'BE')).toEqual({
      city: 'Annecy',
      country: 'FR',
      zipCode: null,
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a wrong email with the product’s message', () => {
    const result = v.safeParse(accountFormSchema, { ...accountValuesOf(user, 'fr'), email: 'camille@' });
    expect(result.issues?.[0]?.message).toBe('validation.emailInvalid');
  });
});
