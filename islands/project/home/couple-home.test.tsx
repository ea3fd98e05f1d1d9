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
    eventType: 'wedding',
    eventLocation: 'Lyon',
    status: 'open',
    requests: { contacted, answered, accepted: 0 },
  });
}

function closedOne(
  id: number,
  eventDate: string,
  closedAt: string,
  contacted = 0,
  answered = 0,
): ListedProject {
  return {
    ...listed(id, eventDate, contacted, answered),
    eventType: 'engagement',
    status: 'closed',
    closedAt,
  };
}

const EVENT_TYPES = [
  { slug: 'wedding', name: 'Mariage' },
  { slug: 'engagement', name: 'Fiançailles' },
];

const DRAFT = { step: 2, answers: { eventType: 'wedding' }, planners: [], updatedAt: '2026-11-20T10:00:00Z' };

const render = renderingWithApi();
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));

function renderHome(handler: FakeHandler) {
  const { server, container } = render(<CoupleHome language="fr" today={TODAY} />, handler);
  return {
    server,
    container,
    projects: () =>
      [...container.querySelectorAll('.project-home > .project-home__list > .project-home__item')].map(
        (item) => ({
          title: item.querySelector('h2')?.textContent,
          href: item.querySelector('a')?.getAttribute('href'),
          counts: [...item.querySelectorAll('p')].map((line) => line.textContent),
        }),
      ),
    continueLink: () =>
      [...container.querySelectorAll('a')].find((link) => link.textContent === 'Continuer mon projet'),
  };
}

/**
 * The draft, the event types, and the projects as pages of `pageSize` (one page of all of them unless said):
 * the open ones, or the closed ones when asked.
 */
const answers =
  (
    projects: ListedProject[],
    draft: unknown = null,
    pageSize = projects.length || 1,
    closed: ListedProject[] = [],
  ): FakeHandler =>
  (request) => {
    if (request.path === '/api/project-draft') return json({ success: true, draft });
    if (request.path === '/api/event-types') return json({ eventTypes: EVENT_TYPES });
    const page = Number(request.query.page);
    if (request.query.status === 'closed') {
      return json({ success: true, projects: closed, page, pageCount: 1, total: closed.length });
    }
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
    await eventually(() => expect(home.projects()[0]?.title).toBe('Mariage · 1 septembre 2028 · Lyon'));
    expect(home.projects()).toEqual([
      {
        title: 'Mariage · 1 septembre 2028 · Lyon',
        href: '/projects/4',
        counts: ['Wedding planners contactés : 1', 'Réponses reçues : 0'],
      },
      {
        title: 'Mariage · 12 juin 2027 · Lyon',
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
      expect(home.container.textContent).toContain('Vous n’avez pas de projet à venir.'),
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
    const openPages = home.server.requests.filter((request) => request.query.status === 'open');
    expect(openPages.map((request) => request.query.page)).toEqual(['1', '2']);
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
      expect(alert()?.textContent).toContain('Les projets suivants n’ont pas pu être chargés.'),
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
        'Vos projets n’ont pas pu être chargés.',
      ),
    );
    failing = false;
    act(() => home.container.querySelector<HTMLButtonElement>('[role="alert"] button')?.click());
    await eventually(() => expect(home.projects()).toHaveLength(1));
  });

  it('lists the closed projects apart, below the upcoming ones, each with its type, closing date and link', async () => {
    const home = renderHome(
      answers([listed(3, '2027-06-12', 2, 1)], null, 1, [
        closedOne(2, '2027-05-01', '2026-11-02T09:30:00.000Z', 3, 2),
        closedOne(1, '2026-10-01', '2026-09-15T08:00:00.000Z'),
      ]),
    );
    const section = () => home.container.querySelector<HTMLElement>('.project-home__closed-projects');
    await eventually(() => expect(section()?.querySelectorAll('.project-home__item')).toHaveLength(2));
    const heading = home.container.querySelector(`#${section()?.getAttribute('aria-labelledby')}`);
    expect(heading?.textContent).toBe('Projets clôturés');
    await eventually(() =>
      expect(section()?.querySelector('h3')?.textContent).toBe('Fiançailles · 1 mai 2027 · Lyon'),
    );
    const closed = [...(section()?.querySelectorAll('.project-home__item') ?? [])].map((item) => ({
      href: item.querySelector('h3 a')?.getAttribute('href'),
      lines: [...item.querySelectorAll('p')].map((line) => line.textContent),
    }));
    expect(closed).toEqual([
      {
        href: '/projects/2',
        lines: ['Clôturé le 2 novembre 2026', 'Wedding planners contactés : 3', 'Réponses reçues : 2'],
      },
      {
        href: '/projects/1',
        lines: ['Clôturé le 15 septembre 2026', 'Wedding planners contactés : 0', 'Réponses reçues : 0'],
      },
    ]);
    expect(home.projects().map(({ href }) => href)).toEqual(['/projects/3']);
    expect(home.server.requests.filter((request) => request.query.status === 'closed')).toHaveLength(1);
  });

  it('shows no closed section to a couple who never closed a project', async () => {
    const home = renderHome(answers([listed(3, '2027-06-12')]));
    await eventually(() => expect(home.projects()).toHaveLength(1));
    await eventually(() =>
      expect(home.server.requests.some((request) => request.query.status === 'closed')).toBe(true),
    );
    expect(home.container.textContent).not.toContain('Projets clôturés');
  });
});
