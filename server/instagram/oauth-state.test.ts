import { describe, expect, it } from 'vitest';
import { signState, STATE_LIFETIME_MS, stateIsValid } from './oauth-state';

const SECRET = new TextEncoder().encode('a-secret-a-secret-a-secret-a-secret');
const NOW = new Date('2026-06-01T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('the state of Instagram’s authorisation window', () => {
  it('holds for its provider until it expires', () => {
    const state = signState(SECRET, 41, NOW);
    expect(stateIsValid(SECRET, state, 41, later(STATE_LIFETIME_MS - 1000))).toBe(true);
    expect(stateIsValid(SECRET, state, 41, later(STATE_LIFETIME_MS))).toBe(false);
  });

  it('is refused for another provider, signed with another secret, altered or made up', () => {
    const state = signState(SECRET, 41, NOW);
    expect(stateIsValid(SECRET, state, 42, NOW)).toBe(false);
    expect(stateIsValid(new TextEncoder().encode('another-secret-another-secret'), state, 41, NOW)).toBe(
      false,
    );
    const [payload, mac] = state.split('.');
    const forged = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace(/^41\./, '42.'),
    );
    expect(stateIsValid(SECRET, `${forged.toString('base64url')}.${mac}`, 42, NOW)).toBe(false);
    expect(stateIsValid(SECRET, 'bm90LXNpZ25lZA.bm90LWEtbWFj', 41, NOW)).toBe(false);
    expect(stateIsValid(SECRET, '', 41, NOW)).toBe(false);
    expect(stateIsValid(SECRET, `${state}.extra`, 41, NOW)).toBe(false);
  });
});
