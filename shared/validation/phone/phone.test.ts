import fullMetadata from 'libphonenumber-js/max/metadata';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites/sites';
import type { CountryCode } from '@shared/sites/sites';
import { metadataForCountries } from './metadata-for-countries';
import { isMobilePhone, isValidPhone, phoneE164Schema, siteCountryOfE164, toE164 } from './phone';
import { SITE_PHONE_METADATA } from './site-phone-metadata';

interface CountryNumbers {
  mobile: { national: string; international: string; e164: string };
  landline: { national: string; international: string; e164: string };
  /** Numbers of the right look that no plan of that country allocates, or of the wrong length. */
  invalid: string[];
}

const NUMBERS: Record<CountryCode, CountryNumbers> = {
  FR: {
    mobile: { national: '06 12 34 56 78', international: '+33 6 12 34 56 78', e164: '+33612345678' },
    landline: { national: '01 23 45 67 89', international: '+33 1 23 45 67 89', e164: '+33123456789' },
    invalid: ['00 00 00 00 00', '06 12 34 56 7', '06 12 34 56 789'],
  },
  BE: {
    mobile: { national: '0470 12 34 56', international: '+32 470 12 34 56', e164: '+32470123456' },
    landline: { national: '02 511 12 34', international: '+32 2 511 12 34', e164: '+3225111234' },
    invalid: ['02 123 45 67', '0470 12 34 5'],
  },
  GB: {
    mobile: { national: '07400 123456', international: '+44 7400 123456', e164: '+447400123456' },
    landline: { national: '020 7946 0018', international: '+44 20 7946 0018', e164: '+442079460018' },
    invalid: ['0100 123456', '07400 12345'],
  },
  DE: {
    mobile: { national: '01512 3456789', international: '+49 1512 3456789', e164: '+4915123456789' },
    landline: { national: '030 12345678', international: '+49 30 12345678', e164: '+493012345678' },
    invalid: ['0000 1234567', '01512 34'],
  },
  IT: {
    mobile: { national: '312 345 6789', international: '+39 312 345 6789', e164: '+393123456789' },
    landline: { national: '02 1234 5678', international: '+39 02 1234 5678', e164: '+390212345678' },
    invalid: ['1 234 5678', '312 34'],
  },
  ES: {
    mobile: { national: '612 34 56 78', international: '+34 612 34 56 78', e164: '+34612345678' },
    landline: { national: '91 123 45 67', international: '+34 91 123 45 67', e164: '+34911234567' },
    invalid: ['011 234 567', '612 34 56 7'],
  },
  PT: {
    mobile: { national: '912 345 678', international: '+351 912 345 678', e164: '+351912345678' },
    landline: { national: '21 234 5678', international: '+351 21 234 5678', e164: '+351212345678' },
    invalid: ['51 234 5678', '912 345 67'],
  },
};

describe.each(COUNTRY_CODES)('%s numbers', (country) => {
  const { mobile, landline, invalid } = NUMBERS[country];

  it.each([
    ['mobile', mobile],
    ['landline', landline],
  ] as const)('accepts a %s number in national and international format', (_kind, number) => {
    expect(toE164(number.national, country)).toBe(number.e164);
    expect(toE164(number.international, country)).toBe(number.e164);
    expect(isValidPhone(number.national, country)).toBe(true);
    expect(siteCountryOfE164(number.e164)).toBe(country);
    expect(v.is(phoneE164Schema, number.e164)).toBe(true);
  });

  it('refuses unallocated ranges and wrong lengths', () => {
    for (const number of invalid)
      expect({ number, e164: toE164(number, country) }).toEqual({ number, e164: null });
  });
});

describe('isValidPhone', () => {
  it('accepts the 00 international prefix and spacing or punctuation', () => {
    expect(toE164('0033 6 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('06.12.34.56.78', 'FR')).toBe('+33612345678');
    expect(toE164('  06-12-34-56-78  ', 'FR')).toBe('+33612345678');
  });

  it('requires the number to belong to the selected country', () => {
    expect(isValidPhone('+32 470 12 34 56', 'FR')).toBe(false);
    expect(isValidPhone('+32 470 12 34 56', 'BE')).toBe(true);
  });

  it('refuses nonsense', () => {
    for (const input of [
      '',
      ' ',
      'abc',
      '12',
      '06 12 34 5A 78',
      'call 06 12 34 56 78',
      '+',
      '++33612345678',
    ]) {
      expect({ input, valid: isValidPhone(input, 'FR') }).toEqual({ input, valid: false });
    }
  });

  it('refuses an extension, which no SMS can reach', () => {
    expect(isValidPhone('06 12 34 56 78 ext. 12', 'FR')).toBe(false);
  });

  it('refuses Jersey numbers on the UK site: +44 is shared, the allow-list is not', () => {
    expect(isValidPhone('07797 123456', 'GB')).toBe(false);
  });
});

describe('phoneE164Schema', () => {
  const messages = (input: unknown) =>
    v.safeParse(phoneE164Schema, input).issues?.map((issue) => issue.message);

  it('refuses valid numbers of countries without a site', () => {
    expect(messages('+12025550123')).toEqual(['validation.phoneInvalid']);
    expect(messages('+41441234567')).toEqual(['validation.phoneInvalid']);
  });

  it('requires the E.164 form itself', () => {
    for (const input of [
      '0612345678',
      '+33 6 12 34 56 78',
      '+330612345678',
      ' +33612345678',
      '33612345678',
    ]) {
      expect({ input, messages: messages(input) }).toEqual({ input, messages: ['validation.phoneInvalid'] });
    }
  });

  it('answers a wrong type with the same key', () => {
    expect(messages(33612345678)).toEqual(['validation.phoneInvalid']);
    expect(messages(undefined)).toEqual(['validation.phoneInvalid']);
  });
});

describe('SITE_PHONE_METADATA', () => {
  it('is up to date with the installed libphonenumber-js (regenerate with generate-site-metadata.ts)', () => {
    expect(SITE_PHONE_METADATA).toEqual(metadataForCountries(fullMetadata, COUNTRY_CODES));
  });

  it('holds the seven site countries only', () => {
    expect(Object.keys(SITE_PHONE_METADATA.countries).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(Object.values(SITE_PHONE_METADATA.country_calling_codes).flat().sort()).toEqual(
      [...COUNTRY_CODES].sort(),
    );
  });
});

describe('isMobilePhone', () => {
  it('accepts mobile numbers of every site country', () => {
    for (const phone of [
      '+33612345678',
      '+32470123456',
      '+4915123456789',
      '+393123456789',
      '+34612345678',
      '+351912345678',
    ]) {
      expect(isMobilePhone(phone), phone).toBe(true);
    }
  });

  it('refuses premium-rate, shared-cost, toll-free, personal, VoIP and landline numbers', () => {
    for (const phone of [
      '+33899000000',
      '+33810123456',
      '+33800123456',
      '+33112345678',
      '+33912345678',
      '+449091234567',
      '+447012345678',
      '+448001234567',
      '+39899123456',
      '+34803123456',
      '+32902123456',
      '+351760123456',
      '+4930123456',
    ]) {
      expect(isMobilePhone(phone), phone).toBe(false);
    }
  });

  it('refuses numbers outside the site countries and malformed ones', () => {
    expect(isMobilePhone('+12025550123')).toBe(false);
    expect(isMobilePhone('0612345678')).toBe(false);
  });
});
