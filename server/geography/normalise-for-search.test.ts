import { describe, expect, it } from 'vitest';
import { normaliseForSearch } from './normalise-for-search';

describe('normaliseForSearch', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['São João da Madeira', 'sao joao da madeira'],
    ['Düsseldorf', 'dusseldorf'],
    ['Castellón de la Plana / Castelló de la Plana', 'castellon de la plana castello de la plana'],
    ['  Bourg--en   Bresse  ', 'bourg en bresse'],
    ['Ćuprija', 'cuprija'],
  ])('folds case, accents and punctuation: %s', (input, expected) => {
    expect(normaliseForSearch(input)).toBe(expected);
  });

  it.each([
    ['Großenhain', 'grossenhain'],
    ['ÆRØSKØBING', 'aeroskobing'],
    ['Œuvre', 'oeuvre'],
    ['Łódź', 'lodz'],
  ])('spells out letters Unicode does not decompose: %s', (input, expected) => {
    expect(normaliseForSearch(input)).toBe(expected);
  });

  it('folds compatibility forms such as full-width letters and ligatures', () => {
    expect(normaliseForSearch('Ｐａｒｉｓ')).toBe('paris');
    expect(normaliseForSearch('ﬁnistère')).toBe('finistere');
  });

  it('keeps digits and gives an empty string for text without letters', () => {
    expect(normaliseForSearch('Paris 16e')).toBe('paris 16e');
    expect(normaliseForSearch(' - ’ ')).toBe('');
    expect(normaliseForSearch('')).toBe('');
  });

  it('is idempotent, so a query normalised twice still matches', () => {
    const once = normaliseForSearch("Villeneuve-d'Ascq");
    expect(normaliseForSearch(once)).toBe(once);
  });

  it('makes a typed prefix a prefix of the stored name whatever the accents and hyphens', () => {
    expect(
      normaliseForSearch('Saint-Étienne-du-Rouvray').startsWith(normaliseForSearch('saint etienne d')),
    ).toBe(true);
  });
});
