// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { failure } from '@shared/testing/fake-fetch';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ProjectView } from './project-view';

const render = renderingWithApi();
const renderView = (handler: Parameters<typeof render>[1]) =>
  render(<ProjectView projectId={7} country="FR" language="fr" />, handler).container;

describe('the project view before its project is there', () => {
  it('asks a visitor to sign in under the page’s heading, without asking for the project', async () => {
    let calls = 0;
    const view = renderView((request) => {
      if (request.path === '/api/projects/7') calls += 1;
      return failure(500);
    });
    expect(view.querySelector('.state--loading')?.hasAttribute('role')).toBe(false);
    await eventually(() => expect(view.querySelector('.pp-sign-in-prompt')).not.toBeNull());
    expect(view.querySelector('h1')?.textContent).toBe('Votre projet');
    expect(calls).toBe(0);
  });

  it('says loading, then why the project could not be loaded, and asks again on demand', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    let calls = 0;
    const view = renderView(() => {
      calls += 1;
      return failure(400);
    });
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Chargement du projet…');
    await eventually(() =>
      expect(view.querySelector('[role="alert"] .state__title')?.textContent).toBe(
        'Le projet n’a pas pu être chargé.',
      ),
    );
    expect(view.querySelector('[role="alert"]')?.textContent).toContain('Panne');
    const before = calls;
    act(() => view.querySelector<HTMLButtonElement>('[role="alert"] button')?.click());
    await eventually(() => expect(calls).toBe(before + 1));
  });

  it('shows the site’s not-found text for a project the API does not find', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const view = renderView(() => failure(404));
    await eventually(() => expect(view.querySelector('h1')?.textContent).toBe('Page introuvable'));
    expect(view.querySelector('[role="alert"]')).toBeNull();
  });
});
