import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_DOMAINS } from '@shared/sites';
import { siteUrls } from '../hosts';
import { backOfficeHome } from './home-pages';

const urls = siteUrls({
  siteDomains: LOCAL_SITE_DOMAINS,
  projectHost: 'projet.localhost',
  backOfficeHost: 'pro.localhost',
  port: 3000,
});

const brand = 'Wedding planners France';

describe('backOfficeHome', () => {
  it('is written in the locale it is given', () => {
    const french = { language: 'fr', lang: 'fr-FR', brand, country: 'FR' } as const;
    const spanish = { language: 'es', lang: 'es-ES', brand, country: 'ES' } as const;
    expect(backOfficeHome(urls, french)).toContain('<h1>Espace prestataire</h1>');
    expect(backOfficeHome(urls, spanish)).toContain('<html lang="es-ES">');
    expect(backOfficeHome(urls, spanish)).toContain('<h1>Área de proveedores</h1>');
    expect(backOfficeHome(urls, spanish)).toContain('>Alemania</a>');
  });

  it('leads to the provider’s country site, not always to France', () => {
    const portuguese = backOfficeHome(urls, { language: 'pt', lang: 'pt-PT', brand, country: 'PT' });
    expect(portuguese).toContain('href="http://pt.localhost:3000/wedding-planners/"');
    expect(portuguese).not.toContain('href="http://localhost:3000/wedding-planners/"');
  });
});
