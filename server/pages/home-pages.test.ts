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

describe('backOfficeHome', () => {
  it('is written in the language it is given', () => {
    expect(backOfficeHome(urls, 'fr')).toContain('<h1>Espace prestataire</h1>');
    expect(backOfficeHome(urls, 'es')).toContain('<html lang="es">');
    expect(backOfficeHome(urls, 'es')).toContain('<h1>Área de proveedores</h1>');
    expect(backOfficeHome(urls, 'es')).toContain('>Alemania</a>');
  });
});
