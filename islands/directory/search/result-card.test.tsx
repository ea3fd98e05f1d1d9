// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { json } from '@shared/testing/fake-fetch';
import { exampleDirectoryCard } from '@shared/testing/provider-fixtures';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ResultCard } from './result-card';

const LUMIERE = exampleDirectoryCard();

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
