// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { exampleProject } from '@shared/testing/project-fixtures';
import { exampleProviderCard } from '@shared/testing/provider-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ProjectView } from './project-view';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

/** The project (no message), its suggestions, and choose-prestataires asking for a message. */
function server(request: SentRequest) {
  switch (request.path) {
    case '/api/projects/7':
      return json({
        success: true,
        project: exampleProject({ id: 7 }),
        requests: [],
        requestCounts: { contacted: 0, answered: 0, accepted: 0 },
        page: 1,
        pageCount: 1,
        total: 0,
      });
    case '/api/get-prestataires':
      return json({ success: true, prestataires: [exampleProviderCard()] });
    case '/api/choose-prestataires':
      return json({ success: false, error: 'no-message', sent: [], alreadySent: [] });
    default:
      return failure(404);
  }
}

function button(view: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...view.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
}

async function shownView() {
  const view = render(<ProjectView projectId={7} country="FR" language="fr" />, server).container;
  await eventually(() => expect(button(view, 'Modifier le projet')).toBeDefined());
  return view;
}

describe('the project view’s focus', () => {
  it('goes to the details’ heading when "Modifier le projet" opens the form, and back to it when given up', async () => {
    const view = await shownView();
    act(() => button(view, 'Modifier le projet')?.focus());
    act(() => button(view, 'Modifier le projet')?.click());
    expect(document.activeElement?.textContent).toBe('Détails du projet');
    const form = () => view.querySelector<HTMLElement>('form.pp-project-edit');
    // The form's code is loaded on demand: the first time, under a busy machine, it takes a while.
    await eventually(() => expect(form()).not.toBeNull(), 10_000);
    act(() => button(form() ?? view, 'Annuler')?.click());
    expect(document.activeElement).toBe(button(view, 'Modifier le projet'));
  });

  it('goes to the suggestions’ heading after "Voir les wedding planners suggérés", then to the message asked for', async () => {
    const view = await shownView();
    act(() => button(view, 'Voir les wedding planners suggérés')?.click());
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toBe(
      view.querySelector('#pp-more-planners-title')?.textContent,
    );
    const box = () => view.querySelector<HTMLInputElement>('.pp-planner-pick input');
    await eventually(() => expect(box()).not.toBeNull());
    act(() => box()?.click());
    act(() => button(view, 'Envoyer ma demande (1)')?.click());
    const message = () => view.querySelector('textarea');
    await eventually(() => expect(message()).not.toBeNull());
    expect(document.activeElement).toBe(message());
    const described = (message()?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).not.toBe('');
  });
});
