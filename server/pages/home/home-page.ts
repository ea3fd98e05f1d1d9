import { translate, type ServerTranslationKey } from '@server/i18n/translate';
import { buttonClassName } from '@shared/ui/button/button-class';
import { directoryDocument } from '../directory/directory-document';
import { AREAS_PATH, areasTitleKey, GUIDES_PATH, guidePath } from '../directory/directory-paths';
import { DIRECTORY_ROOT } from '../directory/listing-path';
import { providerCardList } from '../directory/provider-card';
import { searchRegion } from '../directory/search-form';
import { html, type SafeHtml } from '@server/html/html';
import { alternatesOnEverySite } from '../seo/public-site';
import { withLocale } from '../visitor-locale';
import type { HomeView } from './load-home';
import { indicativePrices, marketingClaims } from './marketing';

/** The three steps of "how it works", each a title and its text. */
const STEPS = [
  ['pages.home.step1Title', 'pages.home.step1Text'],
  ['pages.home.step2Title', 'pages.home.step2Text'],
  ['pages.home.step3Title', 'pages.home.step3Text'],
] as const satisfies readonly (readonly [ServerTranslationKey, ServerTranslationKey])[];

/** Where a couple starts a project: the project site opens a new one, in the site's locale. */
export function newProjectUrl(view: Pick<HomeView, 'urls' | 'site'>): string {
  return withLocale(`${view.urls.project}/?project=new`, view.site.locale);
}

type Translate = (key: ServerTranslationKey) => string;

/** A section of the home, named by its heading. */
function section(id: string, className: string, heading: string, content: SafeHtml): SafeHtml {
  return html`<section class="home-section ${className}" aria-labelledby="${id}">
    <h2 id="${id}">${heading}</h2>
    ${content}
  </section>`;
}

function moreLink(path: string, text: string): SafeHtml {
  return html`<p class="home-more"><a href="${path}">${text}</a></p>`;
}

function steps(t: Translate): SafeHtml {
  return section(
    'home-steps-title',
    'home-steps',
    t('pages.home.stepsTitle'),
    html`<ol class="home-step-list">
      ${STEPS.map(
        ([title, text]) =>
          html`<li class="home-step">
            <h3>${t(title)}</h3>
            <p>${t(text)}</p>
          </li>`,
      )}
    </ol>`,
  );
}

function featured(view: HomeView, t: Translate): SafeHtml {
  return section(
    'home-featured-title',
    'home-featured',
    t('pages.home.featuredTitle'),
    html`${
      view.featured.length > 0
        ? providerCardList(view.featured, view.site)
        : html`<p class="home-empty">${t('pages.home.featuredEmpty')}</p>`
    }
    ${moreLink(DIRECTORY_ROOT, t('pages.home.featuredAll'))}`,
  );
}

function areas(view: HomeView, t: Translate): SafeHtml {
  const byDepartment = areasTitleKey(view.site.country) === 'directory.areasDepartment';
  return section(
    'home-areas-title',
    'home-areas',
    t(byDepartment ? 'directory.areasTitleDepartment' : 'directory.areasTitleRegion'),
    html`${
      view.areas.length > 0 &&
      html`<ul class="home-area-list">
        ${view.areas.map(
          (area) =>
            html`<li>
              <a href="${area.path}">${area.name}</a> <span class="link-count">(${area.count})</span>
            </li>`,
        )}
      </ul>`
    }
    ${moreLink(AREAS_PATH, t(byDepartment ? 'pages.home.areasAllDepartment' : 'pages.home.areasAllRegion'))}`,
  );
}

function guides(view: HomeView, t: Translate): SafeHtml {
  return section(
    'home-guides-title',
    'home-guides',
    t('directory.guidesTitle'),
    html`${
      view.guides.length > 0
        ? html`<ul class="home-guide-list">
            ${view.guides.map(
              (guide) =>
                html`<li>
                  <article class="home-guide">
                    <h3><a href="${guidePath(guide.slug)}">${guide.title}</a></h3>
                    <p>${guide.summary}</p>
                  </article>
                </li>`,
            )}
          </ul>`
        : html`<p class="home-empty">${t('directory.guidesEmpty')}</p>`
    }
    ${moreLink(GUIDES_PATH, t('pages.home.guidesAll'))}`,
  );
}

/** The two ways on: a couple starts a project, a planner goes to the back-office. */
function calls(view: HomeView, t: Translate): SafeHtml {
  const call = (id: string, title: string, text: string, link: SafeHtml) =>
    html`<section class="home-call" aria-labelledby="${id}">
      <h2 id="${id}">${title}</h2>
      <p>${text}</p>
      ${link}
    </section>`;
  return html`<div class="home-calls">
    ${call(
      'home-project-title',
      t('pages.home.projectTitle'),
      t('pages.home.projectText'),
      html`<a class="${buttonClassName('primary', 'home-call-link')}" href="${newProjectUrl(view)}"
        >${t('pages.home.projectCall')}</a
      >`,
    )}
    ${call(
      'home-planners-title',
      t('pages.home.plannersTitle'),
      t('pages.home.plannersText'),
      html`<a
        class="${buttonClassName('secondary', 'home-call-link')}"
        href="${withLocale(view.urls.backOffice, view.site.locale)}"
        >${t('pages.home.plannersCall')}</a
      >`,
    )}
  </div>`;
}

/**
 * A country site's home in the site's default language, `<html lang>` and prices following the site's
 * default locale (`nl-BE`: "€ 4.000"): the search straight into the directory, how it works, the claims and
 * prices, the featured planners, the areas, the newest guides and the ways on for couples and planners.
 * Everything is in the server's HTML; the search island only adds suggestions and results in place.
 */
export function publicHome(view: HomeView): string {
  const { site, urls } = view;
  const t: Translate = (key) => translate(site.language, key);
  return directoryDocument({
    site,
    urls,
    title: t('pages.home.title'),
    description: t('pages.home.description'),
    path: '/',
    alternates: alternatesOnEverySite(urls, '/'),
    crumbs: [],
    mainClass: 'home-page',
    main: html`<section class="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">${t('pages.home.title')}</h1>
        <p class="home-lead">${t('pages.home.description')}</p>
        ${searchRegion(site, view.search)}
      </section>
      ${steps(t)}
      ${section('home-claims-title', 'home-claims', t('pages.home.claimsTitle'), marketingClaims(site.language))}
      ${indicativePrices(site.language, site.locale)} ${featured(view, t)} ${areas(view, t)}
      ${guides(view, t)} ${calls(view, t)}`,
  });
}
