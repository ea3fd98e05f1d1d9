// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { errorOf, inputLabelled, typeInto } from '@shared/forms/test-helpers';
import { getAccessToken, storeTokens } from '@shared/session/token-cookies';
import { exampleProvider } from '@shared/testing/back-office-fixtures';
import { json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { AccountPage } from './account-page';

const render = renderingWithApi();

function renderAccount(handler: FakeHandler, { signedIn = true } = {}) {
  if (signedIn) storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
  const visits: string[] = [];
  const shownIn: string[] = [];
  const rendered = render(
    <AccountPage
      language="fr"
      country="BE"
      showIn={(locale) => shownIn.push(locale)}
      goTo={(path) => visits.push(path)}
      currentPath={() => '/account'}
    />,
    handler,
  );
  return { ...rendered, visits, shownIn };
}

/** Answers the provider, and `answer` for every other call. */
const withProvider =
  (answer: FakeHandler, provider = exampleProvider()): FakeHandler =>
  (request, index) =>
    request.path === '/api/me' ? json(provider) : answer(request, index);

const refused = (fields: Record<string, string>) =>
  json({ statusCode: 400, error: 'Bad Request', message: 'Invalide', fields }, 400);

function sectionTitled(container: HTMLElement, title: string): HTMLElement {
  const section = [...container.querySelectorAll('section')].find(
    (element) => element.querySelector('h2')?.textContent === title,
  );
  if (!section) throw new Error(`no section ${title}`);
  return section;
}

const submit = (section: HTMLElement) =>
  act(async () => section.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());

describe('the back-office’s account page', () => {
  it('sends a signed-out visitor to the sign-in, coming back to the account', async () => {
    const account = renderAccount(() => json({}), { signedIn: false });
    await eventually(() => expect(account.visits).toEqual(['/login?next=%2Faccount']));
  });

  it('shows the address in use and the new one waiting for its link', async () => {
    const pendingEmail = {
      email: 'nouvelle@example.com',
      sentAt: '2026-11-27T10:00:00Z',
      expiresAt: '2026-11-28T10:00:00Z',
      linkExpired: false,
    };
    const { container } = renderAccount(
      withProvider(() => json({}), exampleProvider({ user: { pendingEmail } })),
    );
    await eventually(() =>
      expect(container.textContent).toContain('Vous vous connectez avec atelier@example.com.'),
    );
    expect(container.textContent).toContain('En attente de confirmation : nouvelle@example.com.');
  });

  it('puts a wrong current password on its field and focuses it', async () => {
    const { container, server } = renderAccount(
      withProvider(() => refused({ currentPassword: 'Mot de passe actuel incorrect.' })),
    );
    await eventually(() => sectionTitled(container, 'Mot de passe'));
    const section = sectionTitled(container, 'Mot de passe');
    await typeInto(inputLabelled(section, 'Mot de passe actuel'), 'pas-le-bon');
    await typeInto(inputLabelled(section, 'Nouveau mot de passe'), 'un-nouveau-mot-de-passe');
    await submit(section);
    const current = inputLabelled(section, 'Mot de passe actuel');
    await eventually(() => expect(errorOf(current)).toBe('Mot de passe actuel incorrect.'));
    expect(document.activeElement).toBe(current);
    const change = server.requests.find(({ path }) => path === '/api/account/change-password');
    expect(change?.body).toEqual({ currentPassword: 'pas-le-bon', newPassword: 'un-nouveau-mot-de-passe' });
  });

  it('asks for a new address with the password, the server’s refusal landing on the password', async () => {
    const { container } = renderAccount(withProvider(() => refused({ password: 'Mot de passe incorrect.' })));
    await eventually(() => sectionTitled(container, 'Adresse e-mail'));
    const section = sectionTitled(container, 'Adresse e-mail');
    await typeInto(inputLabelled(section, 'Nouvelle adresse e-mail'), 'nouvelle@example.com');
    await typeInto(inputLabelled(section, 'Mot de passe actuel'), 'pas-le-bon');
    await submit(section);
    await eventually(() =>
      expect(errorOf(inputLabelled(section, 'Mot de passe actuel'))).toBe('Mot de passe incorrect.'),
    );
  });

  it('says where the confirmation link went once a new address is asked for', async () => {
    const pendingEmail = {
      email: 'nouvelle@example.com',
      sentAt: '2026-11-27T10:00:00Z',
      expiresAt: '2026-11-28T10:00:00Z',
      linkExpired: false,
    };
    // The server's /api/me says what the change answered once it is asked again.
    let provider = exampleProvider();
    const { container } = renderAccount((request) => {
      if (request.path === '/api/me') return json(provider);
      provider = exampleProvider({ user: { pendingEmail } });
      return json({ user: provider.user });
    });
    await eventually(() => sectionTitled(container, 'Adresse e-mail'));
    const section = sectionTitled(container, 'Adresse e-mail');
    await typeInto(inputLabelled(section, 'Nouvelle adresse e-mail'), 'nouvelle@example.com');
    await typeInto(inputLabelled(section, 'Mot de passe actuel'), 'mariage-demo-2026');
    await submit(section);
    await eventually(() =>
      expect(section.textContent).toContain('Un lien de confirmation a été envoyé à nouvelle@example.com.'),
    );
    expect(section.textContent).toContain('En attente de confirmation : nouvelle@example.com.');
  });

  it('shows the page again in the language just saved, in the page’s country', async () => {
    const { container, server, shownIn } = renderAccount(
      withProvider(() => json({ user: { ...exampleProvider().user, locale: 'nl' } })),
    );
    await eventually(() => sectionTitled(container, 'Langue'));
    const section = sectionTitled(container, 'Langue');
    const select = section.querySelector('select');
    await act(async () => {
      if (!select) return;
      select.value = 'nl';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await submit(section);
    await eventually(() => expect(shownIn).toEqual(['nl-BE']));
    const change = server.requests.find(({ path }) => path === '/api/account/change-locale');
    expect(change?.body).toEqual({ locale: 'nl' });
  });

  it('says the language was saved when the page already speaks it', async () => {
    const { container, shownIn } = renderAccount(withProvider(() => json({ user: exampleProvider().user })));
    await eventually(() => sectionTitled(container, 'Langue'));
    const section = sectionTitled(container, 'Langue');
    await submit(section);
    await eventually(() => expect(section.textContent).toContain('La langue a été enregistrée.'));
    expect(shownIn).toEqual([]);
  });

  it('sends a code to a new number, then verifies it', async () => {
    const { container, server } = renderAccount(
      withProvider((request) => {
        if (request.path === '/api/phone/check') return json({ available: true });
        if (request.path === '/api/phone/change') return json({ success: true });
        return json({ user: { ...exampleProvider().user, phone: '+32470123456' } });
      }),
    );
    await eventually(() => sectionTitled(container, 'Téléphone'));
    const section = sectionTitled(container, 'Téléphone');
    await typeInto(inputLabelled(section, 'Nouveau numéro de mobile'), '+32470123456');
    await submit(section);
    await eventually(() => inputLabelled(section, 'Code reçu par SMS'));
    await typeInto(inputLabelled(section, 'Code reçu par SMS'), '123456');
    await submit(section);
    await eventually(() => expect(section.textContent).toContain('Votre numéro a été vérifié.'));
    expect(
      server.requests.filter(({ path }) => path !== '/api/me').map(({ path, body }) => [path, body]),
    ).toEqual([
      ['/api/phone/check', { phone: '+32470123456' }],
      ['/api/phone/change', { phone: '+32470123456' }],
      ['/api/phone/verify', { phone: '+32470123456', code: '123456' }],
    ]);
  });

  it('refuses a number another account has before sending a code', async () => {
    const { container, server } = renderAccount(withProvider(() => json({ available: false })));
    await eventually(() => sectionTitled(container, 'Téléphone'));
    const section = sectionTitled(container, 'Téléphone');
    await typeInto(inputLabelled(section, 'Nouveau numéro de mobile'), '+32470123456');
    await submit(section);
    const number = inputLabelled(section, 'Nouveau numéro de mobile');
    await eventually(() =>
      expect(errorOf(number)).toBe('Ce numéro ne peut pas être utilisé pour votre compte.'),
    );
    expect(server.requests.map(({ path }) => path)).not.toContain('/api/phone/change');
  });

  it('deletes the account from its dialog, with the password, then forgets the session', async () => {
    const { container, server, visits } = renderAccount(withProvider(() => json({ success: true })));
    await eventually(() => sectionTitled(container, 'Supprimer mon compte'));
    const section = sectionTitled(container, 'Supprimer mon compte');
    // jsdom has no modal dialogs: the dialog's own behaviour is shared/ui's, tested in Chromium.
    const dialog = section.querySelector('dialog');
    if (dialog) dialog.showModal = () => dialog.setAttribute('open', '');
    await act(async () => section.querySelector<HTMLButtonElement>('button')?.click());
    await eventually(() => inputLabelled(section, 'Mot de passe'));
    await typeInto(inputLabelled(section, 'Mot de passe'), 'mariage-demo-2026');
    await submit(section);
    await eventually(() => expect(visits).toEqual(['/login']));
    const deletion = server.requests.find(({ path }) => path === '/api/account/delete');
    expect(deletion?.body).toEqual({ password: 'mariage-demo-2026' });
    expect(getAccessToken()).toBeUndefined();
  });
});
