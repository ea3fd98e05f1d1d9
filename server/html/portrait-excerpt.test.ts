import { describe, expect, it } from 'vitest';
import { plainTextOfSanitizedHtml, portraitExcerpt, PORTRAIT_EXCERPT_LENGTH } from './portrait-excerpt';
import { sanitizeHtml } from './sanitize-html';

describe('plainTextOfSanitizedHtml', () => {
  it('drops tags, keeps a space between blocks and none inside inline elements', () => {
    expect(
      plainTextOfSanitizedHtml(
        '<p><strong>Atelier</strong> Rose</p><p>Lyon</p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Atelier Rose Lyon a b');
    expect(plainTextOfSanitizedHtml('<p>mar<em>ia</em>ge<br>suite</p>')).toBe('mariage suite');
  });

  it('decodes what the sanitiser escapes, so the text is plain and never HTML', () => {
    const sanitized = sanitizeHtml('<p>Tom &amp; Jerry &lt;script&gt; "quoted" 3&nbsp;ans</p>');
    expect(plainTextOfSanitizedHtml(sanitized)).toBe('Tom & Jerry <script> "quoted" 3 ans');
  });

  it('keeps the text of links and drops their addresses', () => {
    expect(
      plainTextOfSanitizedHtml(sanitizeHtml('<p>See <a href="https://example.fr/?a=1&b=2">site</a></p>')),
    ).toBe('See site');
  });
});

describe('portraitExcerpt', () => {
  it('returns a short portrait whole, without an ellipsis', () => {
    expect(portraitExcerpt('<p>Short and sweet.</p>')).toBe('Short and sweet.');
  });

  it('cuts a long portrait after a whole word, within the length, ending with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const excerpt = portraitExcerpt(`<p>${words}</p>`);
    expect([...excerpt].length).toBeLessThanOrEqual(PORTRAIT_EXCERPT_LENGTH);
    expect(excerpt).toMatch(/^word0 word1 .* word\d+…$/);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(words.charAt(excerpt.length - 1)).toBe(' ');
  });

  it('does not leave punctuation before the ellipsis', () => {
    expect(portraitExcerpt('<p>Un, deux, trois, quatre, cinq</p>', 20)).toBe('Un, deux, trois…');
  });

  it('counts characters, not UTF-16 units, and cuts a single over-long word', () => {
    expect(portraitExcerpt('<p>Événement 💍💍💍 fin</p>', 15)).toBe('Événement 💍💍💍…');
    expect(portraitExcerpt(`<p>${'a'.repeat(30)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('is empty for an empty portrait', () => {
    expect(portraitExcerpt('')).toBe('');
  });
});
