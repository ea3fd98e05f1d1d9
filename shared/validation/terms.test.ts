import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { termsAcceptedSchema } from './terms';

describe('termsAcceptedSchema', () => {
  it('accepts a ticked box only', () => {
    expect(v.is(termsAcceptedSchema, true)).toBe(true);
    for (const input of [false, 'true', 'on', 1, undefined]) {
      expect(v.safeParse(termsAcceptedSchema, input).issues?.[0]?.message).toBe('validation.termsRequired');
    }
  });
});
