/** Letters that Unicode does not decompose into a base letter plus marks, spelled the way people type them. */
const STANDALONE_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The form a place name is stored and searched in: lower case, without accents, every run of spaces,
 * hyphens, apostrophes or other punctuation reduced to one space. "Saint-Étienne" and "saint etienne"
 * give the same text, so a prefix search (`LIKE 'saint e%'`) finds it however the user typed it.
 * Computed in TypeScript because PGlite cannot count on the `unaccent` extension.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => STANDALONE_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
