import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, LOCAL_SITE_DOMAINS, SITES } from '@shared/sites';
import { SERVER_CATALOGS } from '../i18n/catalogs';
import { siteUrls } from '../hosts';
import { hostHome, publicHome } from './home-pages';

const urls = siteUrls({
  siteDomains: LOCAL_SITE_DOMAINS,
  projectHost: 'projet.localhost',
  backOfficeHost: 'pro.localhost',
  port: 3000,
});

/** The texts of the list items that follow a heading or an element, whitespace collapsed. */
function listItems(page: string, listStart: string): string[] {
  const list = page.slice(page.indexOf(listStart)).split('</ul>')[0] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => (match[1] ?? '').trim());
}

describe('publicHome', () => {
  it('renders the French site in French, its prices in French style', () => {
    const page = publicHome('FR', urls);
    expect(page).toContain('<html lang="fr-FR">');
    expect(page).toContain('<title>Trouvez votre wedding planner</title>');
    expect(page).toContain(
      '<meta name="description" content="Plus de 500 wedding planners, une réponse en moins de 24 heures." />',
    );
    expect(page).toContain('<main id="main" data-country="FR">');
    expect(listItems(page, '<ul class="claims">')).toEqual([
      'Plus de 500 prestataires',
      'Une réponse en moins de 24 heures',
      'Contacter plusieurs prestataires multiplie vos réponses par 6',
      'Notre algorithme sélectionne 3 profils pour vous',
    ]);
    expect(listItems(page, 'Tarifs indicatifs')).toEqual([
      'Organisation complète : à partir de 4\u202f000\u00a0€',
      'Organisation partielle : à partir de 2\u202f000\u00a0€',
      'Coordination le jour J : à partir de 1\u202f500\u00a0€',
    ]);
  });

  it('renders the Belgian site in Dutch, with Belgian number formatting', () => {
    const page = publicHome('BE', urls);
    expect(page).toContain('<html lang="nl-BE">');
    expect(page).toContain('<h1>Vind uw weddingplanner</h1>');
    expect(page).toContain('<main id="main" data-country="BE">');
    expect(listItems(page, 'Richtprijzen')).toEqual([
      'Volledige organisatie: vanaf €\u00a04.000',
      'Gedeeltelijke organisatie: vanaf €\u00a02.000',
      'Coördinatie op de trouwdag: vanaf €\u00a01.500',
    ]);
  });

  it('renders the British site in English and the German one in German', () => {
    const british = publicHome('GB', urls);
    expect(british).toContain('<html lang="en-GB">');
    expect(british).toContain('<h1>Find your wedding planner</h1>');
    expect(british).toContain('<li>Full wedding planning: from €4,000</li>');
    const german = publicHome('DE', urls);
    expect(german).toContain('<html lang="de-DE">');
    expect(german).toContain('<li>Über 500 Dienstleister</li>');
    expect(german).toContain('<li>Komplette Hochzeitsplanung: ab 4.000\u00a0€</li>');
  });

  it.each(COUNTRY_CODES)('%s: writes every text in the site language', (country) => {
    const language = SITES[country].languages[0];
    const texts = SERVER_CATALOGS[language].pages.home;
    const page = publicHome(country, urls);
    expect(page).toContain(`<html lang="${SITES[country].defaultLocale}">`);
    for (const text of [texts.title, texts.providers, texts.replyTime, texts.algorithm, texts.pricesTitle]) {
      expect(page).toContain(text.replace(/'/g, '&#39;'));
    }
  });

  it('opens with the site’s header and closes with its footer, in the page language', () => {
    const page = publicHome('IT', urls);
    expect(page).toMatch(/<header class="site-header">[\s\S]*<a href="\/wedding-planners\/">Elenco<\/a>/);
    expect(page).toMatch(/<a href="http:\/\/be\.localhost:3000\/" hreflang="nl-BE">Belgio<\/a>/);
    expect(page).toContain('<a href="http://projet.localhost:3000/">Il mio progetto di matrimonio</a>');
  });
});

describe('hostHome', () => {
  it('are written in the language they are given', () => {
    expect(hostHome('pages.project.title', urls, 'fr')).toContain('<h1>Mon projet de mariage</h1>');
    expect(hostHome('pages.project.title', urls, 'en')).toContain('<html lang="en">');
    expect(hostHome('pages.project.title', urls, 'en')).toContain('<h1>My wedding project</h1>');
    expect(hostHome('pages.backOffice.title', urls, 'fr')).toContain('<h1>Espace prestataire</h1>');
    expect(hostHome('pages.backOffice.title', urls, 'es')).toContain('<h1>Área de proveedores</h1>');
    expect(hostHome('pages.backOffice.title', urls, 'es')).toContain('>Alemania</a>');
  });
});
