import { describe, expect, it } from 'vitest';
import { keptPerLanguage, namesEtag } from './kept-answers';

describe('namesEtag', () => {
  it('compares weakly, in a list, and takes * for any', () => {
    const etag = 'W/"abc"';
    expect(namesEtag('W/"abc"', etag)).toBe(true);
    expect(namesEtag('"abc"', etag)).toBe(true);
    expect(namesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(namesEtag('*', etag)).toBe(true);
    expect(namesEtag('W/"abd"', etag)).toBe(false);
    expect(namesEtag(undefined, etag)).toBe(false);
  });
});

describe('keptPerLanguage', () => {
  it('computes once per language, and again while there is nothing to keep', async () => {
    const computed: string[] = [];
    let rows: string[] = [];
    const answerIn = keptPerLanguage(async (language) => {
      computed.push(language);
      return { list: rows.map((row) => `${row} ${language}`) };
    });
    expect((await answerIn('fr')).answer.output).toEqual({ list: [] });
    rows = ['one'];
    const french = await answerIn('fr');
    expect(french.answer.output).toEqual({ list: ['one fr'] });
    expect(french.answer.json.toString()).toBe('{"list":["one fr"]}');
    expect(await answerIn('fr')).toBe(french);
    const german = await answerIn('de');
    expect(german.etag).not.toBe(french.etag);
    expect(computed).toEqual(['fr', 'fr', 'de']);
  });
});
