import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n';
import { followUserLocale, type LocalePort } from './follow-user-locale';

interface FakePort extends LocalePort {
  remembered: string[];
  switches: (string | null)[];
  reloads: number;
}

function fakePort(lastSwitch: string | null = null): FakePort {
  const port: FakePort = {
    remembered: [] as string[],
    switches: [lastSwitch] as (string | null)[],
    reloads: 0,
    rememberLocale(locale: string) {
      port.remembered.push(locale);
    },
    lastSwitch: () => port.switches.at(-1) ?? null,
    recordSwitch(language: Language | null) {
      port.switches.push(language);
    },
    reload() {
      port.reloads += 1;
    },
  };
  return port;
}

describe('followUserLocale', () => {
  it('writes the user’s language, in the page’s country, and reloads a page written in another one', () => {
    const port = fakePort();
    expect(followUserLocale('nl-BE', { language: 'fr', country: 'PT' }, port)).toBe('nl');
    expect(port.remembered).toEqual(['nl-PT']);
    expect(port.reloads).toBe(1);
  });

  it('does not reload again when the reloaded page is still in the other language', () => {
    const port = fakePort('nl');
    expect(followUserLocale('nl-BE', { language: 'fr', country: 'FR' }, port)).toBeNull();
    expect(port.reloads).toBe(0);
  });

  it('leaves a page already in the user’s language, and forgets the switch made', () => {
    const port = fakePort('nl');
    expect(followUserLocale('nl', { language: 'nl', country: 'BE' }, port)).toBeNull();
    expect(port.reloads).toBe(0);
    expect(port.lastSwitch()).toBeNull();
  });

  it('ignores a user without a locale, or with one that has no catalog', () => {
    for (const locale of [null, 'ja-JP']) {
      const port = fakePort();
      expect(followUserLocale(locale, { language: 'fr', country: 'FR' }, port)).toBeNull();
      expect(port.remembered).toEqual([]);
      expect(port.reloads).toBe(0);
    }
  });
});
