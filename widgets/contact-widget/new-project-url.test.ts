import { describe, expect, it } from 'vitest';
import { newProjectUrl } from './new-project-url';

const page = 'http://localhost:3000/wedding-planner/atelier-lumiere';

describe('newProjectUrl', () => {
  it('adds project=new and the provider to the base URL', () => {
    expect(newProjectUrl('http://projet.localhost:3000/', 123, page)).toBe(
      'http://projet.localhost:3000/?project=new&prestataire=123',
    );
  });

  it('keeps a query the base URL already has, and its fragment', () => {
    expect(newProjectUrl('https://projet.example.fr/creer?utm_source=widget#etape-1', 7, page)).toBe(
      'https://projet.example.fr/creer?utm_source=widget&project=new&prestataire=7#etape-1',
    );
  });

  it('replaces parameters of the same name instead of repeating them', () => {
    expect(newProjectUrl('https://projet.example.fr/?project=old&prestataire=1', 9, page)).toBe(
      'https://projet.example.fr/?project=new&prestataire=9',
    );
  });

  it('reads a relative base URL against the page', () => {
    expect(newProjectUrl('/projet/', 5, page)).toBe(
      'http://localhost:3000/projet/?project=new&prestataire=5',
    );
  });

  it('gives nothing without a usable base URL or provider', () => {
    expect(newProjectUrl(undefined, 5, page)).toBeNull();
    expect(newProjectUrl('  ', 5, page)).toBeNull();
    expect(newProjectUrl('http://[bad', 5, page)).toBeNull();
    expect(newProjectUrl('javascript:alert(1)', 5, page)).toBeNull();
    expect(newProjectUrl('https://projet.example.fr/', undefined, page)).toBeNull();
  });
});
