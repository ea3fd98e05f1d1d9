import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, detectLanguage, parseAcceptLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('prefers the locale cookie', () => {
    expect(
      detectLanguage({ cookies: 'token=abc; locale=nl-BE; other=1', preferredLanguages: ['de-DE'] }),
    ).toBe('nl');
  });

  it('reads an encoded cookie value', () => {
    expect(detectLanguage({ cookies: 'locale=pt%2DPT' })).toBe('pt');
  });

  it('does not mistake a cookie whose name ends with "locale"', () => {
    expect(detectLanguage({ cookies: 'xlocale=de', preferredLanguages: ['it'] })).toBe('it');
  });

  it('skips an unusable cookie and uses the browser languages in order', () => {
    expect(detectLanguage({ cookies: 'locale=ja', preferredLanguages: ['ja-JP', 'pt-BR', 'en'] })).toBe('pt');
    expect(detectLanguage({ cookies: 'locale=%E0%A4%A', preferredLanguages: ['es-ES'] })).toBe('es');
    expect(detectLanguage({ cookies: '', preferredLanguages: ['en-GB', 'fr'] })).toBe('en');
  });

  it('falls back to the French site language', () => {
    expect(FALLBACK_LANGUAGE).toBe('fr');
    expect(detectLanguage({})).toBe('fr');
    expect(detectLanguage({ cookies: null, preferredLanguages: ['ja', 'zh-CN'] })).toBe('fr');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping the header order for ties', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'de',
      'en',
    ]);
  });

  it('leaves out what is refused or unreadable', () => {
    expect(parseAcceptLanguage('de;q=0, nl;q=abc, it')).toEqual(['it']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('feeds detectLanguage on a server', () => {
    expect(
      detectLanguage({ preferredLanguages: parseAcceptLanguage('ja;q=0.9, pt-PT;q=0.8, en;q=0.7') }),
    ).toBe('pt');
  });
});
