// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { json } from '@shared/testing/fake-fetch';
import { exampleDirectoryCard } from '@shared/testing/provider-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { FavoritesList } from './favorites-list';

const LUMIERE = exampleDirectoryCard();

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

describe('the couple’s favourites', () => {
  it('link each planner’s name to its profile on the country site, the project site having none', async () => {
    const { container } = render(
      <FavoritesList
        country="FR"
        language="fr"
        directoryUrl="https://www.example.fr/wedding-planners/"
        profileOrigin="https://www.example.fr"
      />,
      () => json({ favorites: [LUMIERE] }),
    );
    const link = () => container.querySelector('h3 a');
    await eventually(() => expect(link()).not.toBeNull());
    expect(link()?.getAttribute('href')).toBe('https://www.example.fr/wedding-planner/atelier-lumiere');
  });
});
