// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { settle, typeInto } from '@shared/forms/test-helpers';
import PortraitExperiencesScreen from './portrait-experiences-screen';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const PROFILE = 'http://localhost:3000/wedding-planner/atelier-lumiere';

/** A server holding a portrait and no experience, refusing a save as `refuse` says, else keeping it. */
function server({ published, refuse }: { published: boolean; refuse?: Record<string, string> }) {
  let kept: unknown = { portrait: '<p>Bonjour</p>', experiences: [] };
  return (request: SentRequest) => {
    if (request.path === '/api/profile-url')
      return json({ url: PROFILE, slug: 'atelier-lumiere', published });
    if (request.method === 'GET') return json(kept);
    if (refuse)
      return json({ statusCode: 400, error: 'Bad Request', message: 'Refusé', fields: refuse }, 400);
    kept = request.body;
    return json(kept);
  };
}

const buttonNamed = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((button) =>
    button.textContent?.endsWith(name),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const click = async (element: HTMLElement) => {
  await act(async () => element.click());
  await settle();
};
const textInputs = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('.pp-ui-form-list__row input'),
];

describe('the portrait and experiences page', () => {
  it('says there is no experience yet and where the profile will be, then saves a new one with the portrait', async () => {
    const { container, server: fake } = render(
      <PortraitExperiencesScreen language="fr" />,
      server({ published: false }),
    );
    await settle();
    expect(container.textContent).toContain('Aucune expérience pour l’instant.');
    expect(container.textContent).toContain(
      `Votre profil sera visible à cette adresse une fois publié : ${PROFILE}`,
    );
    expect(container.querySelector('pp-rich-text')?.getAttribute('data-value')).toBe('<p>Bonjour</p>');
    await click(buttonNamed(container, 'Ajouter une expérience'));
    const [title, year] = textInputs(container);
    expect(document.activeElement).toBe(title);
    if (title) await typeInto(title, 'Mariage au château');
    if (year) await typeInto(year, '2023');
    await click(buttonNamed(container, 'Enregistrer'));
    expect(fake.requests.at(-1)?.body).toEqual({
      portrait: '<p>Bonjour</p>',
      experiences: [{ title: 'Mariage au château', year: '2023', description: '' }],
    });
    expect(container.textContent).toContain('Votre portrait et vos expériences ont été enregistrés.');
  });

  it('links to the published profile, and puts the server’s refusal of a year on that row’s field', async () => {
    const { container } = render(
      <PortraitExperiencesScreen language="fr" />,
      server({
        published: true,
        refuse: { 'experiences.0.year': 'Saisissez une année à quatre chiffres, entre 1950 et 2100.' },
      }),
    );
    await settle();
    expect(container.querySelector(`a[href="${PROFILE}"]`)?.textContent).toContain('Voir mon profil public');
    await click(buttonNamed(container, 'Ajouter une expérience'));
    const [title] = textInputs(container);
    if (title) await typeInto(title, 'Prix du jury');
    await click(buttonNamed(container, 'Enregistrer'));
    const year = textInputs(container)[1];
    expect(year?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(year);
  });
});
