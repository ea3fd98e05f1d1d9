// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { createQueryClient } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { fakeFetch, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { exampleListedProject } from '@shared/testing/project-fixtures';
import { eventually, renderRoot } from '@shared/testing/react-root';
import AddToProject from './add-to-project';

const PLANNER = { id: 42, name: 'Atelier Lumière' };

const project = (id: number, eventDate: string, eventLocation: string) =>
  exampleListedProject({ id, eventDate, eventLocation, status: 'open' });

let cleanUp = () => {};
afterEach(() => {
  act(() => cleanUp());
  clearTokens();
});

function renderControl(handler: FakeHandler) {
  const server = fakeFetch(handler);
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={getI18n('fr')}>
        <AddToProject planner={PLANNER} language="fr" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  const { container } = rendered;
  const details = container.querySelector('details');
  return {
    server,
    container,
    open() {
      act(() => {
        if (details) details.open = true;
        details?.dispatchEvent(new Event('toggle'));
      });
    },
  };
}

const sends = (server: ReturnType<typeof fakeFetch>) =>
  server.requests.filter(({ path }) => path === '/api/choose-prestataires').map(({ body }) => body);

describe('adding a found planner to a project', () => {
  it('asks a visitor to sign in first, without a call', () => {
    const control = renderControl(() => json({}));
    expect(control.container.querySelector('summary')?.textContent).toBe(
      'Ajouter Atelier Lumière à un projet',
    );
    control.open();
    expect(control.container.textContent).toContain(
      'Connectez-vous pour ajouter ce wedding planner à un projet.',
    );
    expect(control.container.querySelector('details a')?.getAttribute('href')).toBe('/register');
    expect(control.server.requests).toEqual([]);
  });

  it('sends the chosen upcoming project to the planner, with the project’s own message', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const control = renderControl((request) =>
      request.path === '/api/choose-prestataires'
        ? json({ success: true, sent: [PLANNER.id], alreadySent: [] })
        : json({
            success: true,
            projects: [project(8, '2031-06-20', 'Nantes'), project(9, '2032-09-12', 'Lyon')],
          }),
    );
    control.open();
    const select = () => control.container.querySelector('select');
    await eventually(() => expect(select()).not.toBeNull());
    expect([...(select()?.options ?? [])].map((option) => option.text)).toEqual([
      '12 septembre 2032 · Lyon',
      '20 juin 2031 · Nantes',
    ]);
    act(() => {
      const field = select();
      if (field) field.value = '8';
      field?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => control.container.querySelector('form')?.requestSubmit());
    await eventually(() =>
      expect(control.container.textContent).toContain('Demande envoyée à Atelier Lumière.'),
    );
    expect(sends(control.server)).toEqual([{ project: 8, prestataires: [PLANNER.id] }]);
  });

  it('leads to the project when it has no message to send', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const control = renderControl((request) =>
      request.path === '/api/choose-prestataires'
        ? json({ success: false, error: 'no-message', sent: [], alreadySent: [] })
        : json({ success: true, projects: [project(9, '2032-09-12', 'Lyon')] }),
    );
    control.open();
    await eventually(() => expect(control.container.querySelector('form')).not.toBeNull());
    act(() => control.container.querySelector('form')?.requestSubmit());
    await eventually(() =>
      expect(control.container.querySelector('[role="status"] a')?.getAttribute('href')).toBe('/projects/9'),
    );
  });
});
