import { translate } from '@server/i18n/translate';
import { html } from '@server/html/html';
import type { SiteUrls } from '../seo/public-site';
import type { ProjectPageLanguage } from './project-layout';
import { titledProjectPage } from './titled-project-page';
import { TESTIMONIALS } from './testimonials';

/** `/testimonials`: couples' words about the service, in the page's language. */
export function testimonialsPage(page: ProjectPageLanguage, urls: SiteUrls): string {
  const { language } = page;
  return titledProjectPage({
    page,
    urls,
    title: translate(language, 'pages.projectSite.shell.testimonialsTitle'),
    section: 'testimonials',
    lead: translate(language, 'pages.projectSite.shell.testimonialsIntro'),
    body: html`<ul class="project-testimonials">
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
    </ul>`,
  });
}
