import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n';
import { startTestApp, type TestApp } from '@server/test-support/test-app';
import { TERMS_SECTION_IDS } from './terms-of-sale-text';
import { TERMS_OF_SALE } from './terms-of-sale-texts';

/** Each language on the country site that speaks it by default, and the project site and back-office. */
const PAGES: { host: string; language: Language; lang: string; headers?: Record<string, string> }[] = [
  { host: 'localhost:3000', language: 'fr', lang: 'fr-FR' },
  { host: 'uk.localhost:3000', language: 'en', lang: 'en-GB' },
  { host: 'de.localhost:3000', language: 'de', lang: 'de-DE' },
  { host: 'be.localhost:3000', language: 'nl', lang: 'nl-BE' },
  { host: 'it.localhost:3000', language: 'it', lang: 'it-IT' },
  { host: 'es.localhost:3000', language: 'es', lang: 'es-ES' },
  { host: 'pt.localhost:3000', language: 'pt', lang: 'pt-PT' },
  { host: 'projet.localhost:3000', language: 'de', lang: 'de-DE', headers: { 'accept-language': 'de' } },
  { host: 'pro.localhost:3000', language: 'pt', lang: 'pt-PT', headers: { 'accept-language': 'pt-PT' } },
];

/** What the provisional template said at the top of the page, in each language. */
const TEMPLATE_WORDS =
  /provisoire|provisional|vorläufig|voorlopig|provvisorio|provisório|template|modèle|draft|placeholder|lorem/i;

describe('the terms of sale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const render = async ({ host, headers = {} }: (typeof PAGES)[number]) => {
    const answer = await t.app.inject({ method: 'GET', url: '/cgv/', headers: { host, ...headers } });
    expect(answer.statusCode, host).toBe(200);
    return new JSDOM(answer.body).window.document;
  };

  it.each(PAGES)(
    'renders every section on $host in $language, without a placeholder notice',
    async (page) => {
      const document = await render(page);
      const terms = TERMS_OF_SALE[page.language];
      expect(document.documentElement.lang).toBe(page.lang);
      expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([terms.title]);
      const main = document.querySelector('main');
      expect(main?.querySelector('.draft-notice, [role="note"]')).toBeNull();
      expect(main?.textContent).not.toMatch(TEMPLATE_WORDS);
      expect(main?.textContent).not.toMatch(/\{|\}|\[|\]/);

      // The table of contents links every section, in order, by its anchor.
      const contents = main?.querySelector('nav');
      expect(contents?.querySelector('h2')?.textContent).toBe(terms.contents);
      const links = [...(contents?.querySelectorAll('ol > li > a') ?? [])];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(TERMS_SECTION_IDS.map((id) => `#${id}`));

      TERMS_SECTION_IDS.forEach((id, index) => {
        const heading = document.getElementById(id);
        expect(heading?.tagName, id).toBe('H2');
        expect(heading?.textContent, id).toBe(`${index + 1}. ${terms.sections[id].heading}`);
        expect(links[index]?.textContent, id).toBe(terms.sections[id].heading);
        const section = heading?.closest('section');
        expect(section?.getAttribute('aria-labelledby'), id).toBe(id);
        const paragraphs = [...(section?.querySelectorAll('p') ?? [])];
        expect(paragraphs.length, id).toBe(terms.sections[id].paragraphs.length);
        for (const paragraph of paragraphs) expect(paragraph.textContent?.length, id).toBeGreaterThan(40);
      });

      // The version is dated at the top, and in its own section, in the page's language.
      const date = main?.querySelector('.terms-of-sale__version time');
      expect(date?.getAttribute('datetime')).toBe('2026-11-25');
      expect(date?.textContent).toMatch(/2026/);
      expect(document.getElementById('version')?.closest('section')?.textContent).toContain(
        date?.textContent,
      );
    },
  );

  it('gives search engines and link previews a description in each language', async () => {
    const descriptions = new Map<Language, string>();
    for (const page of PAGES.filter(({ host }) => !/^(projet|pro)\./.test(host))) {
      const document = await render(page);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.length, page.host).toBeGreaterThan(50);
      expect(description.length, page.host).toBeLessThanOrEqual(160);
      expect(
        document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
        page.host,
      ).toBe(description);
      descriptions.set(page.language, description);
    }
    expect(new Set(descriptions.values()).size).toBe(7);
  });

  it('is written in each language, not copied from English', () => {
    for (const language of ['fr', 'de', 'nl', 'it', 'es', 'pt'] as const) {
      for (const id of TERMS_SECTION_IDS) {
        const [own, english] = [TERMS_OF_SALE[language].sections[id], TERMS_OF_SALE.en.sections[id]];
        expect(own.heading, `${language} ${id}`).not.toBe(english.heading);
        own.paragraphs.forEach((paragraph, index) =>
          expect(paragraph, `${language} ${id}`).not.toBe(english.paragraphs[index]),
        );
      }
    }
  });

  it('states the indicative prices and the SMS verification in every language', () => {
    for (const terms of Object.values(TERMS_OF_SALE)) {
      const couples = terms.sections.couples.paragraphs.join(' ');
      for (const price of [/4[ .,]?000/, /2[ .,]?000/, /1[ .,]?500/]) expect(couples).toMatch(price);
      expect(terms.sections.accounts.paragraphs.join(' ')).toMatch(/sms|text message/i);
    }
  });
});
