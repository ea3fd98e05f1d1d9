// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SentRequest } from '@shared/api/contract/project-view';
import { useProject } from '@shared/queries/projects';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type FakeHandler } from '@shared/testing/fake-fetch';
import { exampleProject } from '@shared/testing/project-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { RequestList } from './request-list';

const sent = (n: number): SentRequest => ({
  id: `request-${n}`,
  prestataire: {
    id: n,
    name: `Planner ${n}`,
    city: 'Lyon',
    cp: '69',
    profileUrl: `/wedding-planner/planner-${n}`,
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [],
  },
  status: 'sent',
  message: 'Bonjour',
  sentAt: '2030-01-01T10:00:00.000Z',
  readAt: null,
  answeredAt: null,
});

/**
 * Project 7's view, its `total` requests newest first (or `listed`), two a page; every page sums up all of
 * them.
 */
function projectServer(
  total: number,
  listed = Array.from({ length: total }, (_, index) => sent(total - index)),
): FakeHandler {
  const requests = listed;
  return (request) => {
    const page = Number(request.query.page);
    return json({
      success: true,
      project: exampleProject({ id: 7 }),
      requests: requests.slice((page - 1) * 2, page * 2),
      requestCounts: { contacted: total, answered: 1, accepted: 0 },
      page,
      pageCount: Math.max(1, Math.ceil(total / 2)),
      total,
    });
  };
}

function Requests({ profileOrigin, othersHref }: { profileOrigin?: string; othersHref?: string }) {
  const pages = useProject(7, { signedIn: true, language: 'fr' });
  return <RequestList pages={pages} language="fr" profileOrigin={profileOrigin} othersHref={othersHref} />;
}

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

function renderRequests(total: number, profileOrigin?: string, listed?: SentRequest[]) {
  const { container, server } = render(
    <Requests profileOrigin={profileOrigin} />,
    projectServer(total, listed),
  );
  return {
    server,
    container,
    links: () =>
      [...container.querySelectorAll('.pp-card-list > li h3 a')].map((link) => link.getAttribute('href')),
    names: () => [...container.querySelectorAll('.pp-card-list > li h3')].map((name) => name.textContent),
    summary: () => container.querySelector('section > p')?.textContent,
    more: () =>
      [...container.querySelectorAll('button')].find(
        (button) => button.textContent === 'Voir plus de wedding planners contactés',
      ),
  };
}

describe('the project’s requests', () => {
  it('show a page, sum up all of them, and show the next pages on demand until the last', async () => {
    const list = renderRequests(5);
    await eventually(() => expect(list.names()).toEqual(['Planner 5', 'Planner 4']));
    expect(list.summary()).toBe('Contactés : 5. Réponses : 1.');
    act(() => list.more()?.click());
    await eventually(() => expect(list.names()).toHaveLength(4));
    act(() => list.more()?.click());
    await eventually(() =>
      expect(list.names()).toEqual(['Planner 5', 'Planner 4', 'Planner 3', 'Planner 2', 'Planner 1']),
    );
    expect(list.more()).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('Wedding planners contactés');
    expect(list.server.requests.map((request) => request.query.page)).toEqual(['1', '2', '3']);
  });

  it('offer no more button when one page holds them all', async () => {
    const list = renderRequests(2);
    await eventually(() => expect(list.names()).toHaveLength(2));
    expect(list.more()).toBeUndefined();
  });

  it('link each planner’s name to its profile on the country site, the project site having none', async () => {
    const list = renderRequests(2, 'https://www.example.fr');
    await eventually(() => expect(list.names()).toHaveLength(2));
    expect(list.links()).toEqual([
      'https://www.example.fr/wedding-planner/planner-2',
      'https://www.example.fr/wedding-planner/planner-1',
    ]);
  });

  it('show a request only sent as one dated line, and a longer history as a list without numbers', async () => {
    const read: SentRequest = {
      ...sent(2),
      status: 'read',
      readAt: '2030-01-02T09:00:00.000Z',
    };
    const list = renderRequests(2, undefined, [read, sent(1)]);
    await eventually(() => expect(list.names()).toEqual(['Planner 2', 'Planner 1']));
    const [history, only] = [...list.container.querySelectorAll('.pp-card-list > li')];
    expect(history?.querySelector('ol')?.getAttribute('aria-label')).toBe('Historique de la demande');
    expect(history?.querySelectorAll('ol > li')).toHaveLength(2);
    expect(only?.querySelector('ol')).toBeNull();
    expect(only?.querySelector('.pp-request-timeline')?.tagName).toBe('P');
    expect(only?.querySelector('.pp-request-timeline')?.textContent).toMatch(/^Envoyée le 1 janv. 2030/);
  });

  it('offer other planners under a declined request, while the project takes them', async () => {
    const declined: SentRequest = {
      ...sent(2),
      status: 'declined',
      readAt: '2030-01-02T09:00:00.000Z',
      answeredAt: '2030-01-02T09:00:00.000Z',
    };
    const offered = (othersHref?: string) => {
      const { container } = render(
        <Requests othersHref={othersHref} />,
        projectServer(2, [declined, sent(1)]),
      );
      return () =>
        [...container.querySelectorAll('.pp-card-list > li')].map(
          (card) => card.querySelector('p > a')?.getAttribute('href') ?? null,
        );
    };
    const links = offered('#pp-more-planners-title');
    await eventually(() => expect(links()).toEqual(['#pp-more-planners-title', null]));
  });

  it('offer none when the project takes no more planners', async () => {
    const declined: SentRequest = {
      ...sent(2),
      status: 'declined',
      readAt: sent(2).sentAt,
      answeredAt: sent(2).sentAt,
    };
    const { container } = render(<Requests />, projectServer(1, [declined]));
    await eventually(() => expect(container.querySelector('.pp-card-list > li')).not.toBeNull());
    expect(container.textContent).not.toContain('voir d’autres wedding planners');
  });
});
