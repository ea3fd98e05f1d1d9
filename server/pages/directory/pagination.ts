import { translate } from '@server/i18n/translate';
import { html, type SafeHtml } from '../html';
import type { PublicSite } from '../seo/public-site';

/** How many pages either side of the current one get a link. */
const AROUND = 2;

/**
 * The page numbers a pagination shows: the first, the last, and those around the current one, with `null`
 * where numbers are left out (1 … 4 5 [6] 7 8 … 40).
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - AROUND; n <= page + AROUND; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

/** What a page link is: an address (listings) or a form button (search results, which are POSTed). */
export type PageControl = (
  page: number,
  content: SafeHtml,
  rel: 'prev' | 'next' | null,
  label: string,
) => SafeHtml;

export function linkControl(pathOf: (page: number) => string): PageControl {
  return (page, content, rel, label) =>
    rel
      ? html`<a href="${pathOf(page)}" rel="${rel}" aria-label="${label}">${content}</a>`
      : html`<a href="${pathOf(page)}" aria-label="${label}">${content}</a>`;
}

/** Previous, numbers, next; nothing when there is one page. */
export function pagination(
  site: PublicSite,
  page: number,
  pageCount: number,
  control: PageControl,
): SafeHtml {
  if (pageCount <= 1) return html``;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, number>) =>
    translate(site.language, key, values);
  return html`<nav class="pagination" aria-label="${t('directory.pagination')}">
    <ul>
      ${page > 1 && html`<li>${control(page - 1, html`‹`, 'prev', t('directory.previousPage'))}</li>`}
      ${pageWindow(page, pageCount).map((n) =>
        n === null
          ? html`<li class="pagination-gap" aria-hidden="true">…</li>`
          : n === page
            ? html`<li><span aria-current="page">${n}</span></li>`
            : html`<li>${control(n, html`${n}`, null, t('directory.pageNumber', { page: n }))}</li>`,
      )}
      ${page < pageCount && html`<li>${control(page + 1, html`›`, 'next', t('directory.nextPage'))}</li>`}
    </ul>
  </nav>`;
}
