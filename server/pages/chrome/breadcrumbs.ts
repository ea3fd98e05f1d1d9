import { translate } from '@server/i18n/translate';
import type { Language } from '@shared/i18n';
import { html, type SafeHtml } from '@server/html/html';

/** A step of the breadcrumbs: a page of this site, by its path. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/** The breadcrumbs, from the home to the page itself (the last step, `aria-current`). */
export function breadcrumbsNav(language: Language, crumbs: readonly Breadcrumb[]): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="${translate(language, 'directory.breadcrumbs')}">
    <ol>
      ${crumbs.map((crumb, index) =>
        index === crumbs.length - 1
          ? html`<li><a href="${crumb.path}" aria-current="page">${crumb.name}</a></li>`
          : html`<li><a href="${crumb.path}">${crumb.name}</a></li>`,
      )}
    </ol>
  </nav>`;
}
