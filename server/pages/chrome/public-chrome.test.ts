import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../seed/seed-catalog';
import { freshAppForEachTest } from '../../test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

async function page(path: string, host: string): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: path, headers: { host } });
  expect(response.statusCode, `${host}${path}`).toBe(200);
  return new JSDOM(response.body).window.document;
}

const PUBLIC_PAGES = ['/', '/wedding-planners/', '/listDepartement', '/guide/list', '/cgv/'];

describe('the public site’s chrome', () => {
  it.each(PUBLIC_PAGES)(
    '%s has the header, the switcher and the footer, in the site’s language',
    async (path) => {
      const document = await page(path, 'de.localhost:3000');
      const header = document.querySelector('body > header.site-header');
      expect(header?.querySelector('.site-brand')?.getAttribute('href')).toBe('/');
      expect(header?.querySelector('nav.site-nav')?.getAttribute('aria-label')).toBe('Hauptmenü');
      expect(header?.querySelector('a[href="/wedding-planners/"]')?.textContent).toBe('Verzeichnis');
      expect(header?.querySelector('a.site-header__cta')?.getAttribute('href')).toBe(
        'http://projet.localhost:3000/?locale=de-DE',
      );
      const current = header?.querySelector('.site-switcher [aria-current]');
      expect([current?.textContent, current?.getAttribute('href')]).toEqual([
        'Deutschland · Deutsch',
        'http://de.localhost:3000/',
      ]);
      expect(header?.querySelectorAll('.site-switcher li')).toHaveLength(7);
      const footer = document.querySelector('body > footer.site-footer');
      expect(footer?.querySelector('a[href="/cgv/"]')?.textContent).toBe('Allgemeine Geschäftsbedingungen');
      expect(footer?.querySelector('a[href="http://pro.localhost:3000/?locale=de-DE"]')).not.toBeNull();
      expect(document.querySelector('main#main')).not.toBeNull();
    },
  );

  it('gives the body the design system’s theme', async () => {
    const document = await page('/', 'localhost:3000');
    expect(document.body.className).toBe('pp-ui-theme');
  });
});
