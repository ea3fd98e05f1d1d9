import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

const NOW = new Date('2026-06-14T10:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('120', NOW)).toBe(120);
    expect(retryAfterSeconds(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date as the seconds left until it, none once it has passed', () => {
    expect(retryAfterSeconds('Sun, 14 Jun 2026 10:10:00 GMT', NOW)).toBe(600);
    expect(retryAfterSeconds('Sun, 14 Jun 2026 09:00:00 GMT', NOW)).toBe(0);
  });

  it('says nothing for a missing or unreadable header', () => {
    expect(retryAfterSeconds(null, NOW)).toBeUndefined();
    expect(retryAfterSeconds('soon', NOW)).toBeUndefined();
    expect(retryAfterSeconds('-5', NOW)).toBeUndefined();
  });
});
