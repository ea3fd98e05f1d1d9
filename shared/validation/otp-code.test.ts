import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { otpCodeSchema } from './otp-code';

describe('otpCodeSchema', () => {
  it('accepts exactly six digits', () => {
    expect(v.parse(otpCodeSchema, '012345')).toBe('012345');
  });

  it.each(['12345', '1234567', '12345a', ' 123456', '123 456', '', '١٢٣٤٥٦', '１２３４５６'])(
    'refuses %j',
    (code) => {
      expect(v.safeParse(otpCodeSchema, code).issues?.map((issue) => issue.message)).toEqual([
        'validation.codeInvalid',
      ]);
    },
  );

  it('refuses a number', () => {
    expect(v.safeParse(otpCodeSchema, 123456).issues?.[0]?.message).toBe('validation.codeInvalid');
  });
});
