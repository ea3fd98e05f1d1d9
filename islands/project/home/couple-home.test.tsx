// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListedProject } from '@shared/features/upcoming-projects/upcoming-projects';
import { storeTokens } from '@shared/session/token-cookies';
import { failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { exampleListedProject } from '@shared/testing/project-fixtures';
import { eventually } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
import { CoupleHome } from './couple-home';

const TODAY = '2026-11-25';

function listed(id: number, eventDate: string, contacted = 0, answered = 0): ListedProject {
  return exampleListedProject({
    id,
    eventDate,
    eventLocation: 'Lyon',
    status: 'open',
    requests: { contacted, answered, accepted: 0 },
  });
}

const DRAFT = { step: 2, answers: { eventType: 'wedding' }, planners: [], updatedAt: '2026-11-20T10:00:00Z' };

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

function renderHome(handler: FakeHandler) {
  const { server, container } = render(<CoupleHome language="fr" today={TODAY} />, handler);
  return {
    server,
    container,
    projects: () =>
      [...container.querySelectorAll('.project-home__item')].map((item) => ({
        title: item.querySelector('h2')?.textContent,
        href: item.querySelector('a')?.getAttribute('href'),
        counts: [...item.querySelectorAll('p')].map((line) => line.textContent),
      })),
    continueLink: () =>
      [...container.querySelectorAll('a')].find((link) => link.textContent === 'Continuer mon projet'),
  };
}

/** The draft, and the projects as pages of `pageSize` (one page of all of them unless said). */
const answers =
  (projects: ListedProject[], draft: unknown = null, pageSize = projects.length || 1): FakeHandler =>
  (request) => {
    if (request.path === '/api/project-draft') return json({ success: true, draft });
    const page = Number(request.query.page);
    return json({
      success: true,
      projects: projects.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageCount: Math.max(1, Math.ceil(projects.length / pageSize)),
      total: projects.length,
    });
  };

const moreButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Voir plus de projets');

describe('the couple’s home', () => {
  it('lists the upcoming projects newest first, each with its counts and link, and the unfinished draft', async () => {
    const home = renderHome(
      answers([listed(3, '2027-06-12', 2, 1), listed(5, '2026-11-24'), listed(4, '2028-09-01', 1, 0)], DRAFT),
    );
    await eventually(() => expect(home.projects()).toHaveLength(2));
    expect(home.projects()).toEqual([
      {
        title: '1 septembre 2028 · Lyon',
        href: '/projects/4',
        counts: ['Wedding planners contactés : 1', 'Réponses reçues : 0'],
      },
      {
        title: '12 juin 2027 · Lyon',
        href: '/projects/3',
        counts: ['Wedding planners contactés : 2', 'Réponses reçues : 1'],
      },
    ]);
    expect(home.continueLink()?.getAttribute('href')).toBe('/projects/new');
    const newProject = [...home.container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Nouveau projet',
    );
    expect(newProject?.getAttribute('href')).toBe('/projects/new');
  });

  it('says when no project is to come, and offers no draft when there is none', async () => {
    const home = renderHome(answers([listed(5, '2026-11-24')]));
    await eventually(() =>
      expect(home.container.textContent).toContain("Vous n'avez pas de projet à venir."),
    );
    expect(home.continueLink()).toBeUndefined();
  });

  it('shows the next page of projects on demand, then no more button, the focus back on the title', async () => {
    const projects = [listed(9, '2027-01-09'), listed(8, '2027-01-08'), listed(7, '2027-01-07')];
    const home = renderHome(answers(projects, null, 2));
    await eventually(() => expect(home.projects()).toHaveLength(2));
    const more = moreButton(home.container);
    expect(more).toBeDefined();
    act(() => more?.focus());
    act(() => more?.click());
    await eventually(() => expect(home.projects()).toHaveLength(3));
    expect(home.projects().map(({ href }) => href)).toEqual(['/projects/9', '/projects/8', '/projects/7']);
    expect(moreButton(home.container)).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('Vos projets à venir');
    expect(home.server.requests.map((request) => request.query.page).filter(Boolean)).toEqual(['1', '2']);
  });

  it('offers no more button when one page holds every project', async () => {
    const home = renderHome(answers([listed(3, '2027-06-12'), listed(2, '2027-06-11')]));
    await eventually(() => expect(home.projects()).toHaveLength(2));
    expect(moreButton(home.container)).toBeUndefined();
  });

  it('keeps the projects shown when the next page fails, and reads it again on demand', async () => {
    let failing = true;
    const projects = [listed(9, '2027-01-09'), listed(8, '2027-01-08'), listed(7, '2027-01-07')];
    const home = renderHome((request, index) =>
      request.query.page === '2' && failing ? failure(400) : answers(projects, null, 2)(request, index),
    );
    await eventually(() => expect(home.projects()).toHaveLength(2));
    act(() => moreButton(home.container)?.click());
    const alert = () => home.container.querySelector('[role="alert"]');
    await eventually(() =>
      expect(alert()?.textContent).toContain("Les projets suivants n'ont pas pu être chargés."),
    );
    expect(home.projects()).toHaveLength(2);
    failing = false;
    act(() => alert()?.querySelector('button')?.click());
    await eventually(() => expect(home.projects()).toHaveLength(3));
  });

  it('says the projects could not be loaded, and loads them again on demand', async () => {
    let failing = true;
    const home = renderHome((request, index) => {
      if (request.path === '/api/project-draft') return json({ success: true, draft: null });
      return failing ? failure(400) : answers([listed(3, '2027-06-12')])(request, index);
    });
    await eventually(() =>
      expect(home.container.querySelector('[role="alert"]')?.textContent).toContain(
        "Vos projets n'ont pas pu être chargés.",
      ),
    );
    failing = false;
    act(() => home.container.querySelector<HTMLButtonElement>('[role="alert"] button')?.click());
    await eventually(() => expect(home.projects()).toHaveLength(1));
  });
});
