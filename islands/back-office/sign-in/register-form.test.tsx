// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { errorOf, inputLabelled, typeInto } from '@shared/forms/test-helpers';
import { json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { RegisterForm } from './register-form';

const render = renderingWithApi();

const selectLabelled = (container: HTMLElement, label: string) => {
  const found = [...container.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(label),
  );
  return document.getElementById(found?.htmlFor ?? '') as HTMLSelectElement;
};

async function fillIn(container: HTMLElement) {
  await typeInto(inputLabelled(container, 'Adresse e-mail'), 'nouveau@example.com');
  await typeInto(inputLabelled(container, 'Mot de passe'), 'un-long-mot-de-passe');
  await typeInto(inputLabelled(container, 'Nom de votre entreprise'), 'Les Jolis Jours');
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
}

function renderRegister(handler: FakeHandler) {
  return render(<RegisterForm language="nl" country="BE" />, handler, 'fr');
}

describe('the back-office’s sign-up', () => {
  it('says the password’s rule up front, and takes the page’s country and language as its defaults', () => {
    const { container } = renderRegister(() => json({ success: true }));
    expect(container.textContent).toContain('Au moins 10 caractères.');
    expect(selectLabelled(container, 'Pays').value).toBe('BE');
    expect(selectLabelled(container, 'Langue').value).toBe('nl');
    expect(selectLabelled(container, 'Pays').options).toHaveLength(7);
  });

  it('turns into “check your mailbox”, naming the address, once sent', async () => {
    const { container, server } = renderRegister(() => json({ success: true }));
    await fillIn(container);
    await eventually(() =>
      expect(container.querySelector('h2')?.textContent).toBe('Vérifiez votre boîte mail'),
    );
    expect(container.textContent).toContain(
      'Nous avons envoyé un lien de confirmation à nouveau@example.com.',
    );
    expect(document.activeElement).toBe(container.querySelector('h2'));
    expect(container.querySelector('form')).toBeNull();
    expect(server.requests.map(({ path, body }) => [path, body])).toEqual([
      [
        '/api/register/',
        {
          email: 'nouveau@example.com',
          password: 'un-long-mot-de-passe',
          companyName: 'Les Jolis Jours',
          country: 'BE',
          locale: 'nl',
        },
      ],
    ]);
  });

  it('refuses a short password before sending anything', async () => {
    const { container, server } = renderRegister(() => json({ success: true }));
    await typeInto(inputLabelled(container, 'Adresse e-mail'), 'nouveau@example.com');
    await typeInto(inputLabelled(container, 'Mot de passe'), 'court');
    await typeInto(inputLabelled(container, 'Nom de votre entreprise'), 'Les Jolis Jours');
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await eventually(() =>
      expect(errorOf(inputLabelled(container, 'Mot de passe'))).toBe(
        'Votre mot de passe doit contenir au moins 10 caractères.',
      ),
    );
    expect(server.requests).toEqual([]);
  });

  it('puts a password the server finds too common on the password', async () => {
    const { container } = renderRegister(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalide',
          fields: { password: 'Mot de passe trop courant.' },
        },
        400,
      ),
    );
    await fillIn(container);
    await eventually(() =>
      expect(errorOf(inputLabelled(container, 'Mot de passe'))).toBe('Mot de passe trop courant.'),
    );
    expect(container.querySelector('form')).not.toBeNull();
  });
});
