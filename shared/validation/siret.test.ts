import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactSiret, isValidSiret, siretSchema } from './siret';

describe('isValidSiret', () => {
  it.each([
    ['73282932000074', 'a company’s head office'],
    ['35600000000048', 'La Poste’s head office, by its Luhn key'],
    ['35600000049837', 'a post office, its digits adding up to a multiple of 5'],
    ['44306184100047', 'another company'],
  ])('takes %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(true);
  });

  it.each([
    ['73282932000075', 'a wrong key'],
    ['7328293200007', '13 digits'],
    ['732829320000740', '15 digits'],
    ['7328293200007A', 'a letter'],
    ['35600000049838', 'a post office whose digits add up to no multiple of 5 and whose key is wrong'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (siret) => {
    expect(isValidSiret(siret)).toBe(false);
  });
});

describe('siretSchema', () => {
  it('takes the digits grouped by spaces and keeps the 14 digits', () => {
    expect(v.parse(siretSchema, ' 732 829 320 00074 ')).toBe('73282932000074');
    expect(compactSiret('732.829.320.00074')).toBe('73282932000074');
  });

  it('refuses a wrong key with the field’s message', () => {
    const result = v.safeParse(siretSchema, '73282932000075');
    expect(result.issues?.[0]?.message).toBe('backOfficeCompany.siret.invalid');
  });
});
