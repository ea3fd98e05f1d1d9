import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-display';

describe('formatPhone', () => {
  it('writes a number the way people read it, and leaves what it cannot read', () => {
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhone('n/a')).toBe('n/a');
  });
});
