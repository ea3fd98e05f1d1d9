// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { SentRequest } from '@shared/api/contract/project-view';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json } from '@shared/testing/fake-fetch';
import { exampleProject } from '@shared/testing/project-fixtures';
import { exampleProviderCard } from '@shared/testing/provider-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { ProjectSent } from './project-sent';

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

const card = (id: number, name: string) =>
  exampleProviderCard({ id, name, profileUrl: `/wedding-planner/planner-${id}` });

/** A planner as a request shows it: the card without its portrait. */
function planner(id: number, name: string): SentRequest['prestataire'] {
  return card(id, name);
}

function request(id: number, name: string): SentRequest {
  return {
    id: `request-${id}`,
    prestataire: planner(id, name),
    status: 'sent',
    message: 'Bonjour',
    sentAt: '2026-11-27T13:00:00.000Z',
    readAt: null,
    answeredAt: null,
  };
}

describe('the page of a sent project', () => {
  it('lists the planners it reached and those contacted already, each name linking to its profile', async () => {
    const { container } = render(
      <ProjectSent
        projectId={7}
        language="fr"
        country="FR"
        alreadySent={[3, 4]}
        profileOrigin="https://www.example.fr"
      />,
      ({ path }) => {
        if (path === '/api/projects/7') {
          return json({
            success: true,
            project: exampleProject({ id: 7 }),
            requests: [request(1, 'Atelier Un'), request(2, 'Maison Deux'), request(3, 'Trois Fêtes')],
            requestCounts: { contacted: 3, answered: 0, accepted: 0 },
            page: 1,
            pageCount: 1,
            total: 3,
          });
        }
        if (path === '/api/get-planner/4')
          return json({ success: true, prestataire: card(4, 'Quatre Saisons') });
        return failure(404);
      },
    );
    const section = (title: string) =>
      [...container.querySelectorAll('section section')].find(
        (element) => element.querySelector('h2')?.textContent === title,
      );
    const links = (title: string) =>
      [...(section(title)?.querySelectorAll('h3 a') ?? [])].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]);
    await eventually(() => expect(links('Déjà contactés récemment')).toHaveLength(2));
    expect(container.querySelector('h1')?.textContent).toBe('Votre projet est envoyé');
    expect(links('Wedding planners contactés')).toEqual([
      ['Atelier Un', 'https://www.example.fr/wedding-planner/planner-1'],
      ['Maison Deux', 'https://www.example.fr/wedding-planner/planner-2'],
    ]);
    expect(links('Déjà contactés récemment')).toEqual([
      ['Trois Fêtes', 'https://www.example.fr/wedding-planner/planner-3'],
      ['Quatre Saisons', 'https://www.example.fr/wedding-planner/planner-4'],
    ]);
    expect(container.textContent).toContain('Wedding planners contactés : 2.');
    expect(container.querySelector('a[href="/projects/7"]')?.textContent).toBe('Voir mon projet');
  });
});
