// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, inputLabelled, settle, typeInto } from '@shared/forms/test-helpers';
import { storeTokens } from '@shared/session/token-cookies';
import { exampleProvider } from '@shared/testing/back-office-fixtures';
import { eventually } from '@shared/testing/react-root';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import CompanyScreen from './company-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const REGISTERED = {
  siret: '90100000100015',
  name: 'Atelier Lumière Mariages',
  street: '12 rue de la République',
  postalCode: '69001',
  city: 'Lyon',
  legalForm: 'SARL',
};

/** A company with nothing filled in yet (or `address`), whose saves are kept, and the fictional register. */
function server(
  request: SentRequest,
  _seen = 0,
  address: unknown = { street: '', city: null, postalCode: null },
) {
  const saved = request.body as Record<string, unknown>;
  switch (`${request.method} ${request.path}`) {
    case 'GET /api/me':
      return json(exampleProvider());
    case 'GET /api/company/siret':
      return json({ siret: null });
    case 'GET /api/company/name':
      return json({ name: 'Mariages de test' });
    case 'GET /api/company/address':
      return json(address);
    case 'POST /api/company/address':
      return json(saved);
    case 'GET /api/company/details':
      return json({ legalForm: null, vatNumber: null, website: null, phone: null });
    case 'GET /api/siren/siret':
      return request.query.siret === REGISTERED.siret
        ? json({ company: REGISTERED })
        : json({ statusCode: 404, error: 'Not Found', message: 'Aucun établissement n’a ce SIRET.' }, 404);
    case 'GET /search/locality':
      return json({ localities: [] });
    default:
      return json({ statusCode: 404, error: 'Not Found', message: request.path }, 404);
  }
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
const blur = async (control: HTMLInputElement) => {
  await act(async () => control.blur());
  await settle();
};

describe('the company page', () => {
  it('fills the name, the address and the legal form from the register’s answer, to save', async () => {
    const { container, server: fake } = render(<CompanyScreen language="fr" />, server);
    await settle();
    await typeInto(inputLabelled(container, 'Numéro SIRET'), '901 000 001 00015');
    await click(buttonNamed(container, 'Chercher dans le registre'));
    expect(fake.requests.find((request) => request.path === '/api/siren/siret')?.query).toEqual({
      siret: '90100000100015',
    });
    expect(container.textContent).toContain('Trouvé dans le registre : Atelier Lumière Mariages, Lyon.');
    expect(inputLabelled(container, 'Nom de l’entreprise').value).toBe('Atelier Lumière Mariages');
    expect(inputLabelled(container, 'Ville').value).toBe('Lyon (69001)');
    expect(inputLabelled(container, 'Forme juridique').value).toBe('SARL');

    await click(buttonNamed(container, 'Enregistrer l’adresse'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      street: '12 rue de la République',
      city: 'Lyon',
      postalCode: '69001',
    });
  });

  it('does not ask the register for a SIRET whose key is wrong, and says so on the field', async () => {
    const { container, server: fake } = render(<CompanyScreen language="fr" />, server);
    await settle();
    const siret = inputLabelled(container, 'Numéro SIRET');
    await typeInto(siret, '90100000100016');
    await click(buttonNamed(container, 'Chercher dans le registre'));
    expect(fake.requests.some((request) => request.path === '/api/siren/siret')).toBe(false);
    expect(errorOf(siret)).toBe('Ce numéro SIRET n’est pas valide : vérifiez ses 14 chiffres.');
  });

  it('marks a city not written “City (postal code)” invalid and empties it; one so written is kept', async () => {
    const { container, server: fake } = render(<CompanyScreen language="fr" />, server);
    await settle();
    const city = inputLabelled(container, 'Ville');
    await typeInto(city, 'Lyon');
    await blur(city);
    expect(city.value).toBe('');
    expect(errorOf(city)).toBe('Choisissez une ville dans la liste proposée.');

    await typeInto(inputLabelled(container, 'Adresse (numéro et rue)'), '1 rue Neuve');
    await typeInto(city, 'Saint-Étienne (42000)');
    await blur(city);
    expect(errorOf(city)).toBeUndefined();
    await click(buttonNamed(container, 'Enregistrer l’adresse'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      street: '1 rue Neuve',
      city: 'Saint-Étienne',
      postalCode: '42000',
    });
  });

  it('keeps a city the gazetteer has without a postal code, written by its name alone', async () => {
    const { container, server: fake } = render(<CompanyScreen language="fr" />, (request) =>
      server(request, 0, { street: 'Rue de la Victoire 12', city: 'Saint-Gilles', postalCode: null }),
    );
    await settle();
    const city = inputLabelled(container, 'Ville');
    expect(city.value).toBe('Saint-Gilles');
    await act(async () => city.focus());
    await blur(city);
    expect(errorOf(city)).toBeUndefined();
    await click(buttonNamed(container, 'Enregistrer l’adresse'));
    expect(fake.requests.find((request) => request.method === 'POST')?.body).toEqual({
      street: 'Rue de la Victoire 12',
      city: 'Saint-Gilles',
      postalCode: '',
    });
  });

  it('says which parts could not be loaded when the network fails, and loads each on its retry', async () => {
    let offline = true;
    const { container } = render(<CompanyScreen language="fr" />, (request) => {
      if (offline) throw new TypeError('Failed to fetch');
      return server(request);
    });
    // The load failures, not the forms' empty live regions (role alert too).
    const alerts = () =>
      [...container.querySelectorAll<HTMLElement>('[role="alert"]')].filter((alert) =>
        alert.querySelector('.state__title'),
      );
    // The page's query client asks twice more before it shows the failure.
    await eventually(
      () =>
        expect(alerts().map((alert) => alert.querySelector('.state__title')?.textContent)).toEqual([
          'Le SIRET n’a pas pu être chargé.',
          'Le nom n’a pas pu être chargé.',
          'L’adresse n’a pas pu être chargée.',
          'Les informations n’ont pas pu être chargées.',
        ]),
      4000,
    );
    expect(container.querySelector('form')).toBeNull();

    offline = false;
    for (const alert of alerts()) {
      await click(buttonNamed(alert, 'Réessayer'));
    }
    await eventually(() => expect(alerts()).toEqual([]));
    expect(container.querySelectorAll('form')).toHaveLength(4);
    expect(inputLabelled(container, 'Nom de l’entreprise').value).toBe('Mariages de test');
  });
});
