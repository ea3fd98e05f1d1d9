import { describe, expect, it } from 'vitest';
import { formatCityWithPostalCode, parseCityWithPostalCode } from './city-with-postal-code';

describe('parseCityWithPostalCode', () => {
  it.each([
    ['Paris (75001)', { city: 'Paris', postalCode: '75001' }],
    ['Saint-Étienne (42000)', { city: 'Saint-Étienne', postalCode: '42000' }],
    ['London (SW1A 1AA)', { city: 'London', postalCode: 'SW1A 1AA' }],
    ['Lisboa (1100-148)', { city: 'Lisboa', postalCode: '1100-148' }],
    ['  Gent ( 9000 ) ', { city: 'Gent', postalCode: '9000' }],
    ['Lyon(69001)', { city: 'Lyon', postalCode: '69001' }],
  ])('reads %j', (text, expected) => {
    expect(parseCityWithPostalCode(text)).toEqual(expected);
  });

  it.each([
    'Paris',
    'Paris 75001',
    '(75001)',
    '  (75001)',
    'Paris ()',
    'Paris (  )',
    'Paris (75001',
    'Paris 75001)',
    'Paris (75001) Cedex',
    'Paris (75001) (75002)',
    'Paris ((75001))',
    '',
  ])('refuses %j', (text) => {
    expect(parseCityWithPostalCode(text)).toBeNull();
  });

  it('reads back what the autocomplete writes', () => {
    const pick = { city: 'Bruxelles', postalCode: '1000' };
    expect(parseCityWithPostalCode(formatCityWithPostalCode(pick))).toEqual(pick);
  });
});
