import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FICTION_RANGES, fictionRangeOf, type FictionRange } from './fiction-numbers';
import { mayReceiveSignInCode, phoneE164Schema, siteCountryOfE164, toE164 } from './phone';

/** The first and the last number of a range. */
const endsOf = ({ prefix, digitsAfter }: FictionRange) => [
  prefix + '0'.repeat(digitsAfter),
  prefix + '9'.repeat(digitsAfter),
];

describe('fictionRangeOf', () => {
  it.each(FICTION_RANGES)('knows the $country range $prefix from end to end', (range) => {
    for (const phone of endsOf(range)) expect(fictionRangeOf(phone), phone).toBe(range);
  });

  it('knows nothing next to the ranges: a digit more or less, the neighbouring block', () => {
    for (const phone of [
      '+3363998123',
      '+336399812345',
      '+33639971234',
      '+33639991234',
      '+44770090012',
      '+4477009001234',
      '+447700901000',
      '+493023126000',
      '+33612345678',
      '+3363998123a',
    ]) {
      expect(fictionRangeOf(phone), phone).toBeUndefined();
    }
  });
});

describe('a fiction number in the phone rules', () => {
  it('is typed as a number of its country, in national or international spelling', () => {
    expect(toE164('06 39 98 12 34', 'FR')).toBe('+33639981234');
    expect(toE164('+33 6 39 98 12 34', 'FR')).toBe('+33639981234');
    expect(toE164('07700 900123', 'GB')).toBe('+447700900123');
    expect(toE164('07700 900123', 'FR')).toBeNull();
    expect(toE164('+33 6 39 98 12 34', 'GB')).toBeNull();
    expect(toE164('06 39 98 12 34 ext. 5', 'FR')).toBeNull();
  });

  it('travels in E.164 like any number of a site country', () => {
    for (const range of FICTION_RANGES) {
      for (const phone of endsOf(range)) {
        expect(siteCountryOfE164(phone), phone).toBe(range.country);
        expect(v.is(phoneE164Schema, phone), phone).toBe(true);
      }
    }
  });

  it('receives a sign-in code only where the server accepts fiction numbers, and only a mobile-looking one', () => {
    for (const range of FICTION_RANGES) {
      for (const phone of endsOf(range)) {
        expect(mayReceiveSignInCode(phone, { fictionNumbers: true }), phone).toBe(range.kind === 'mobile');
        expect(mayReceiveSignInCode(phone, { fictionNumbers: false }), phone).toBe(false);
      }
    }
    expect(mayReceiveSignInCode('+33612345678', { fictionNumbers: false })).toBe(true);
    expect(mayReceiveSignInCode('+33123456789', { fictionNumbers: true })).toBe(false);
  });
});
