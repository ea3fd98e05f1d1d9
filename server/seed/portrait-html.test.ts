import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/i18n';
import { sanitizeHtml } from '../html/sanitize-html';
import { portraitHtml } from './portrait-html';
import { createSeededRandom } from './seeded-random';

describe('portraitHtml', () => {
  it.each(LANGUAGES)('%s: writes exactly what sanitizeHtml would keep', (language) => {
    const random = createSeededRandom(7);
    for (let n = 0; n < 50; n += 1) {
      const html = portraitHtml(random, language, { name: `Atelier ${n}`, city: 'Lyon' });
      expect(sanitizeHtml(html)).toBe(html);
    }
  });

  it('fills in names and cities as text, never as markup', () => {
    const random = createSeededRandom(3);
    const provider = { name: `Tom & Jerry's <b>"Events"</b>`, city: 'Saint-Jean <script>alert(1)</script>' };
    const portraits = Array.from({ length: 20 }, () => portraitHtml(random, 'en', provider));
    for (const html of portraits) {
      expect(sanitizeHtml(html)).toBe(html);
      expect(html).not.toContain('<b>');
      expect(html).not.toContain('<script>');
    }
    const all = portraits.join('');
    expect(all).toContain(`Tom &amp; Jerry's &lt;b&gt;"Events"&lt;/b&gt;`);
    expect(all).toContain('Saint-Jean &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('does not read a placeholder typed in a name as a place for another fact', () => {
    const html = portraitHtml(createSeededRandom(1), 'fr', { name: '{{city}}', city: 'Lyon' });
    expect(html).toContain('{{city}}');
  });
});
