import { describe, expect, it } from 'vitest';
import { linkCount } from './link-count';

describe('linkCount', () => {
  it('says the number of planners in words, by the language’s plural rules', () => {
    const french = { language: 'fr', locale: 'fr-FR' } as const;
    expect(linkCount(0, french)).toBe('0 wedding planner inscrit');
    expect(linkCount(1, french)).toBe('1 wedding planner inscrit');
    expect(linkCount(13, french)).toBe('13 wedding planners inscrits');
    expect(linkCount(1200, french)).toBe('1\u202f200 wedding planners inscrits');
    const english = { language: 'en', locale: 'en-GB' } as const;
    expect(linkCount(0, english)).toBe('0 wedding planners');
    expect(linkCount(1, { language: 'nl', locale: 'nl-BE' })).toBe('1 weddingplanner');
    expect(linkCount(2, { language: 'de', locale: 'de-DE' })).toBe('2 Hochzeitsplaner');
  });
});
