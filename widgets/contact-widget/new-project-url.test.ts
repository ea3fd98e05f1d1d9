import { describe, expect, it } from 'vitest';
import { newProjectUrl } from './new-project-url';

const page = 'http://localhost:3000/wedding-planner/atelier-lumiere';

describe('newProjectUrl', () => {
  it('adds project=new, the provider and the widget’s locale to the base URL', () => {
    expect(newProjectUrl('http://projet.localhost:3000/', 123, page, 'fr-FR')).toBe(
      'http://projet.localhost:3000/?project=new&prestataire=123&locale=fr-FR',
    );
  });

  it('keeps a query the base URL already has, and its fragment', () => {
    expect(newProjectUrl('https://projet.example.fr/creer?utm_source=widget#etape-1', 7, page, 'pt-PT')).toBe(
      'https://projet.example.fr/creer?utm_source=widget&project=new&prestataire=7&locale=pt-PT#etape-1',
    );
  });

  it('replaces parameters of the same name instead of repeating them', () => {
    expect(
      newProjectUrl('https://projet.example.fr/?project=old&prestataire=1&locale=de-DE', 9, page, 'en-PT'),
    ).toBe('https://projet.example.fr/?project=new&prestataire=9&locale=en-PT');
  });

  it('reads a relative base URL against the page', () => {
    expect(newProjectUrl('/projet/', 5, page, 'fr-FR')).toBe(
      'http://localhost:3000/projet/?project=new&prestataire=5&locale=fr-FR',
    );
  });

  it('gives nothing without a usable base URL or provider', () => {
    expect(newProjectUrl(undefined, 5, page, 'fr-FR')).toBeNull();
    expect(newProjectUrl('  ', 5, page, 'fr-FR')).toBeNull();
    expect(newProjectUrl('http://[bad', 5, page, 'fr-FR')).toBeNull();
    expect(newProjectUrl('javascript:alert(1)', 5, page, 'fr-FR')).toBeNull();
    expect(newProjectUrl('https://projet.example.fr/', undefined, page, 'fr-FR')).toBeNull();
  });
});
