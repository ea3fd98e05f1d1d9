// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Venue } from '@shared/api/contract/back-office/venues';
import { inputLabelled, settle, typeInto } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { exampleProvider } from '@shared/testing/back-office-fixtures';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import VenuesScreen from './venues-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const DRAFT: Venue = {
  id: 3,
  name: 'La Roseraie',
  description: '',
  street: '',
  city: 'Lyon',
  postalCode: '69001',
  capacity: null,
  venueType: null,
  services: [],
  published: false,
  images: [],
};
const REFUSAL = 'Ce lieu ne peut pas être affiché sur votre profil : il lui manque une photo.';

/** A server holding `venues`, creating as asked and refusing to publish a venue without photos. */
function server(venues: Venue[]) {
  let kept = venues;
  return (request: SentRequest) => {
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/me':
        return json(exampleProvider());
      case 'GET /api/venues':
        return json({ venues: kept });
      case 'GET /api/venues/venue-types':
        return json({ types: [{ slug: 'castle', name: 'Château' }] });
      case 'GET /api/venues/venue-prestations':
        return json({ prestations: [{ slug: 'parking', name: 'Parking' }] });
      case 'POST /api/venues/create': {
        const created: Venue = { ...DRAFT, ...(request.body as object), city: null, postalCode: null, id: 9 };
        kept = [...kept, created];
        return json(created);
      }
      case 'PUT /api/venues/3/publish':
        return json({ statusCode: 409, error: 'Conflict', message: REFUSAL }, 409);
      default:
        return json({ statusCode: 404, error: 'Not Found', message: request.path }, 404);
    }
  };
}

const buttonNamed = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((button) => button.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};

describe('the venues page', () => {
  it('opens on the first venue’s form when there is none, then edits the venue it created', async () => {
    const { container, server: fake } = render(<VenuesScreen language="fr" />, server([]));
    await settle();
    expect(container.textContent).toContain('Aucun lieu pour l’instant');
    expect(container.textContent).toContain('Créez le lieu pour y ajouter des photos et des services.');
    await typeInto(inputLabelled(container, 'Nom du lieu'), 'Château de la Roseraie');
    await click(buttonNamed(container, 'Créer le lieu'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'Château de la Roseraie',
      capacity: null,
      venueType: null,
      city: '',
    });
    expect(container.querySelector('h2')?.textContent).toBe('Modifier « Château de la Roseraie »');
    expect(container.textContent).toContain('Photos du lieu');
  });

  it('lists the venues and says why one cannot be published', async () => {
    const { container } = render(<VenuesScreen language="fr" />, server([DRAFT]));
    await settle();
    expect(container.querySelector('ol')?.getAttribute('aria-label')).toBe('Vos lieux (1)');
    expect(container.textContent).toContain('Brouillon');
    await click(buttonNamed(container, 'Publier'));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(REFUSAL);
  });

  it('refuses a capacity that is no number of guests without sending it', async () => {
    const { container, server: fake } = render(<VenuesScreen language="fr" />, server([]));
    await settle();
    await typeInto(inputLabelled(container, 'Nombre d’invités maximum'), 'beaucoup');
    await click(buttonNamed(container, 'Créer le lieu'));
    expect(container.textContent).toContain('Indiquez un nombre d’invités entre 1 et 100 000.');
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
