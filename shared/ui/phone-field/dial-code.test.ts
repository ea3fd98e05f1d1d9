import { getCountryCallingCode } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites';
import { SITE_PHONE_METADATA } from '@shared/validation';
import { dialCodeOf } from './dial-code';

describe('dialCodeOf', () => {
  it('knows the code of each site country', () => {
    expect(COUNTRY_CODES.map(dialCodeOf)).toEqual(['33', '32', '44', '49', '39', '34', '351']);
  });

  it('gives the code the phone metadata gives, for each site country', () => {
    const fromMetadata = COUNTRY_CODES.map((country) => getCountryCallingCode(country, SITE_PHONE_METADATA));
    expect(COUNTRY_CODES.map(dialCodeOf)).toEqual(fromMetadata);
  });
});
