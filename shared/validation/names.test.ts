import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cityNameSchema, firstnameSchema, lastnameSchema } from './names';

const DECOMPOSED_E_ACUTE = 'E\u0301';

describe.each([
  ['lastnameSchema', lastnameSchema, 'validation.lastnameInvalid', 100],
  ['firstnameSchema', firstnameSchema, 'validation.firstnameInvalid', 100],
  ['cityNameSchema', cityNameSchema, 'validation.cityInvalid', 120],
] as const)('%s', (_name, schema, message, maxLength) => {
  const issues = (input: unknown) => v.safeParse(schema, input).issues?.map((issue) => issue.message);

  it('accepts 3 characters and more, trimmed', () => {
    expect(v.parse(schema, 'abc')).toBe('abc');
    expect(v.parse(schema, '  Léa  ')).toBe('Léa');
    expect(v.parse(schema, 'Jean-Pierre de la Tour')).toBe('Jean-Pierre de la Tour');
  });

  it('refuses 2 characters or fewer once trimmed', () => {
    expect(issues('ab')).toEqual([message]);
    expect(issues('  ab  ')).toEqual([message]);
    expect(issues('   ')).toEqual([message]);
    expect(issues('')).toEqual([message]);
  });

  it('counts an accented letter as one character, however it is typed', () => {
    expect(issues(`${DECOMPOSED_E_ACUTE}a`)).toEqual([message]);
    expect(issues('Éa')).toEqual([message]);
    expect(v.parse(schema, `${DECOMPOSED_E_ACUTE}la`)).toBe('Éla');
    expect(v.parse(schema, 'Éla')).toBe('Éla');
  });

  it(`accepts at most ${maxLength} characters`, () => {
    expect(v.parse(schema, 'é'.repeat(maxLength))).toHaveLength(maxLength);
    expect(issues('é'.repeat(maxLength + 1))).toEqual([message]);
  });

  it('refuses a non-string with its own message', () => {
    expect(issues(42)).toEqual([message]);
    expect(issues(undefined)).toEqual([message]);
  });
});
