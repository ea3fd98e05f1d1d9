import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_DOMAINS } from '@shared/sites';
import { siteUrls } from '../hosts';
import { hostHome } from './home-pages';

const urls = siteUrls({
  siteDomains: LOCAL_SITE_DOMAINS,
  projectHost: 'projet.localhost',
  backOfficeHost: 'pro.localhost',
  port: 3000,
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
