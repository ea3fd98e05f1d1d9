import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema } from './email';

const isEmail = (input: unknown) => v.is(emailSchema, input);

describe('emailSchema', () => {
  it.each([
    'jean.dupont@example.fr',
    'a+tag@mail.example.co.uk',
    'x_y-z@b.info',
    'UPPER@Example.COM',
    'a@b-c.de',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it('trims the address', () => {
    expect(v.parse(emailSchema, '  jean@example.fr ')).toBe('jean@example.fr');
  });

  it('wants an ending of 2 to 4 letters', () => {
    expect(isEmail('a@example.c')).toBe(false);
    expect(isEmail('a@example.fr')).toBe(true);
    expect(isEmail('a@example.info')).toBe(true);
    expect(isEmail('a@example.paris')).toBe(false);
    expect(isEmail('a@example.f1')).toBe(false);
  });

  it.each([
    'plainaddress',
    '@example.fr',
    'a@',
    'a@fr',
    'a@@example.fr',
    'jean dupont@example.fr',
    'jean!@example.fr',
    'élodie@example.fr',
    'a@-example.fr',
    'a@example-.fr',
    'a@example..fr',
    'a@.example.fr',
    'a@exa_mple.fr',
    '',
  ])('refuses %j', (email) => {
    expect(v.safeParse(emailSchema, email).issues?.map((issue) => issue.message)).toEqual([
      'validation.emailInvalid',
    ]);
  });

  it('refuses more than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.`.repeat(4) + 'fr';
    expect(isEmail(`${'b'.repeat(254 - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isEmail(`${'b'.repeat(255 - domain.length - 1)}@${domain}`)).toBe(false);
  });

  it('refuses a non-string', () => {
    expect(v.safeParse(emailSchema, null).issues?.[0]?.message).toBe('validation.emailInvalid');
  });
});
