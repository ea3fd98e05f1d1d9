import { translate } from '@server/i18n/translate';
import type { PageLanguage } from '../host-pages';
import { html } from '../html';
import type { SiteUrls } from '../seo/public-site';
import { projectPage } from './project-layout';
import { TESTIMONIALS } from './testimonials';

/** `/testimonials`: couples' words about the service, in the page's language. */
export function testimonialsPage(page: PageLanguage, urls: SiteUrls, sessionCookie: boolean): string {
  const { language } = page;
  const title = translate(language, 'pages.projectSite.shell.testimonialsTitle');
  return projectPage({
    page,
    urls,
    title,
    section: 'testimonials',
    sessionCookie,
    main: html`<div class="project-page">
      <h1>${title}</h1>
      <p class="project-page__lead">${translate(language, 'pages.projectSite.shell.testimonialsIntro')}</p>
      <ul class="project-testimonials">
        ${TESTIMONIALS.map(
          ({ couple, place, year, quote }) =>
            html`<li>
              <figure class="project-testimonial">
                <blockquote><p>${translate(language, quote)}</p></blockquote>
                <figcaption>
                  <strong>${couple}</strong>
                  <span>${translate(language, 'pages.projectSite.shell.weddingIn', { place, year })}</span>
                </figcaption>
              </figure>
            </li>`,
        )}
      </ul>
    </div>`,
  });
}
