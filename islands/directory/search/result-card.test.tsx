// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { json } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ResultCard } from './result-card';

const LUMIERE: DirectoryCard = {
  id: 42,
  publicId: '0b6c5a0e-0000-4000-8000-000000000001',
  name: 'Atelier Lumière',
  city: 'Lyon',
  cp: '69',
  profileUrl: '/wedding-planner/atelier-lumiere',
  profileImage: null,
  isPremium: false,
  hasLoggedInTheLastDays: false,
  langues: [],
  excerpt: 'Des mariages lumineux…',
};

const render = renderingWithApi();

function nameLink(profileOrigin?: string) {
  const card = (
    <ResultCard provider={LUMIERE} country="FR" language="fr" addToProject profileOrigin={profileOrigin} />
  );
  return render(card, () => json({}))
    .container.querySelector('h3 a')
    ?.getAttribute('href');
}

describe('a found planner’s card', () => {
  it('links its name to the profile on the country site when the search is on the project site', () => {
    expect(nameLink('https://www.example.fr')).toBe('https://www.example.fr/wedding-planner/atelier-lumiere');
  });

  it('links its name to the profile on the page’s own site on a country site', () => {
    expect(nameLink()).toBe('/wedding-planner/atelier-lumiere');
  });
});
