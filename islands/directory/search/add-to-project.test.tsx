// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type fakeFetch, type FakeHandler } from '@shared/testing/fake-fetch';
import { exampleListedProject, exampleProjectPage } from '@shared/testing/project-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import AddToProject from './add-to-project';

const PLANNER = { id: 42, name: 'Atelier Lumière' };

const project = (id: number, eventDate: string, eventLocation: string) =>
  exampleListedProject({ id, eventDate, eventLocation, status: 'open' });

const render = renderingWithApi();

function renderControl(handler: FakeHandler) {
  const { server, container } = render(<AddToProject planner={PLANNER} language="fr" />, handler);
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
        : json(exampleProjectPage([project(8, '2031-06-20', 'Nantes'), project(9, '2032-09-12', 'Lyon')])),
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
        : json(exampleProjectPage([project(9, '2032-09-12', 'Lyon')])),
    );
    control.open();
    await eventually(() => expect(control.container.querySelector('form')).not.toBeNull());
    act(() => control.container.querySelector('form')?.requestSubmit());
    await eventually(() =>
      expect(control.container.querySelector('[role="status"] a')?.getAttribute('href')).toBe('/projects/9'),
    );
  });
});
