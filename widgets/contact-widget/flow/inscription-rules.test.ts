import { describe, expect, it } from 'vitest';
import { registrationOf } from './inscription-rules';
import { LYON, onInscription, PHONE, run } from './test-states';

function filledIn() {
  return run(
    onInscription(),
    { type: 'inscriptionChanged', field: 'email', value: ' camille@example.fr ' },
    { type: 'inscriptionChanged', field: 'lastname', value: ' Martin' },
    { type: 'inscriptionChanged', field: 'firstname', value: 'Camille ' },
    { type: 'termsChanged', accepted: true },
    { type: 'languageChosen', language: 'en' },
  );
}

describe('registrationOf', () => {
  it('sends the picked city with its postal code, country and coordinates', () => {
    const state = run(filledIn(), { type: 'cityTyped', text: 'Ly' }, { type: 'cityPicked', locality: LYON });
    expect(registrationOf(state)).toEqual({
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
    const state = run(filledIn(), { type: 'cityTyped', text: ' Oyonnax ' });
    expect(registrationOf(state)).toMatchObject({
      city: 'Oyonnax',
      zipCode: null,
      country: 'FR',
      latitude: null,
      longitude: null,
    });
  });
});
