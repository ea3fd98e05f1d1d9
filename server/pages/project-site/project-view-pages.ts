import type { FastifyInstance } from 'fastify';
import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import type { IslandName, IslandProps } from '@shared/islands/registry';
import type { Database } from '@server/db/database';
import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { findOwnedProject } from '@server/projects/projects';
import { toCountryCode } from '@shared/sites';
import type { HostPages, PageLanguage } from '../host-pages';
import { html, type SafeHtml } from '@server/html/html';
import { islandRegion } from '../island-region';
import { countrySiteOrigin } from '../seo/public-site';
import { pageCaller } from './page-caller';
import { projectPage, type ProjectPageLanguage, type ProjectSiteSection } from './project-layout';

/** A project id in a path: digits, at most those of the database's integers. */
const PROJECT_ID = /^[1-9]\d{0,8}$/;

/**
 * What a page shows until its island runs: the page's title and a loading state, and for a browser without
 * JavaScript a word that the page needs it (everything on these pages is the couple's own data, read through
 * the API with the session the browser holds).
 */
function pageShell(page: PageLanguage, title: string, loading: ServerTranslationKey): SafeHtml {
  const t = (key: ServerTranslationKey) => translate(page.language, key);
  return html`<h1>${title}</h1>
    <p class="state state--loading" role="status">${t(loading)}</p>
    <noscript><p class="notice">${t('pages.projectSite.projectView.needsScript')}</p></noscript>`;
}

interface IslandPage<N extends IslandName> {
  section: ProjectSiteSection;
  title: string;
  island: N;
  props: IslandProps<N>;
  /** The island region's class. */
  className: string;
  /** What the page says while its island loads. */
  loading: ServerTranslationKey;
}

/** A page of the couple's own data: its island, loaded at once, over the page's shell. */
function islandPage<N extends IslandName>(
  page: ProjectPageLanguage,
  pages: HostPages<ProjectPageLanguage>,
  { section, title, island, props, className, loading }: IslandPage<N>,
): string {
  return projectPage({
    page,
    urls: pages.urls,
    title,
    section,
    main: islandRegion(island, props, {
      fallback: pageShell(page, title, loading),
      loadOn: 'load',
      className,
    }),
  });
}

/**
 * The project site's project view (`/projects/{id}`), account settings (`/account`) and favourites
 * (`/favorites`): server shells whose islands read the couple's data. A project the page can tell is not the
 * signed-in couple's (missing, or someone else's) answers the site's not-found page with status 404, as the
 * API does; a visitor, or a session whose access token has expired, gets the shell, and the island decides.
 * A project the page can read is shown in its own country (its edit form's city search, its planners'
 * profiles); the other pages in the page's.
 */
export function registerProjectViewPages(
  app: FastifyInstance,
  pages: HostPages<ProjectPageLanguage>,
  db: Database,
): void {
  const props = (page: ProjectPageLanguage) => ({ language: page.language, country: page.country });
  // The planners' profiles are on the country site: the project site has none.
  const profileOrigin = (page: ProjectPageLanguage) => countrySiteOrigin(pages.urls, page.country);
  const directoryUrl = (page: ProjectPageLanguage) =>
    new URL('/wedding-planners/', countrySiteOrigin(pages.urls, page.country) ?? 'http://localhost/').href;

  pages.get<{ Params: { id: string } }>('/projects/:id', async (call) => {
    const { id } = call.request.params;
    if (!PROJECT_ID.test(id)) return call.notFound();
    const projectId = Number(id);
    const caller = await pageCaller(app, call.request);
    const project = caller && (await findOwnedProject(db, caller.userId, projectId));
    if (caller && !project) return call.notFound();
    const page = { ...call, country: toCountryCode(project?.country) ?? call.country };
    return islandPage(page, pages, {
      section: 'home',
      title: translate(call.language, 'pages.projectSite.projectView.projectTitle'),
      island: PROJECT_VIEW_ISLANDS.projectView,
      props: { ...props(page), projectId, profileOrigin: profileOrigin(page) },
      className: 'project-view-region',
      loading: 'pages.projectSite.projectView.projectLoading',
    });
  });

  pages.get('/account', async (call) =>
    islandPage(call, pages, {
      section: 'account',
      title: translate(call.language, 'pages.projectSite.nav.account'),
      island: PROJECT_VIEW_ISLANDS.accountSettings,
      props: props(call),
      className: 'account-settings-region',
      loading: 'pages.projectSite.projectView.accountLoading',
    }),
  );

  pages.get('/favorites', async (call) =>
    islandPage(call, pages, {
      section: 'favorites',
      title: translate(call.language, 'pages.projectSite.nav.favorites'),
      island: PROJECT_VIEW_ISLANDS.favoritesList,
      props: { ...props(call), directoryUrl: directoryUrl(call), profileOrigin: profileOrigin(call) },
      className: 'favorites-list-region',
      loading: 'pages.projectSite.projectView.favoritesLoading',
    }),
  );
}
