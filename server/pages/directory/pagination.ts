import { translate } from '@server/i18n/translate';
import { html, type SafeHtml } from '@server/html/html';
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

/**
 * What a page link is: an address (listings) or a form button (search results, which are POSTed). `label` is
 * the accessible name where the visible content is shorter (a bare number); null where the content says it.
 */
export type PageControl = (
  page: number,
  content: SafeHtml,
  rel: 'prev' | 'next' | null,
  label: string | null,
) => SafeHtml;

export function linkControl(pathOf: (page: number) => string): PageControl {
  return (page, content, rel, label) =>
    html`<a href="${pathOf(page)}" ${rel && html` rel="${rel}"`}${label && html` aria-label="${label}"`}
      >${content}</a
    >`;
}

/**
 * "‹ Previous page" and "Next page ›", in words. On the first or the last page the step is still drawn, dimmed,
 * so that the bar keeps its shape, but as a link without address: not focusable, and announced as disabled.
 */
function step(
  direction: 'prev' | 'next',
  target: number | null,
  text: string,
  control: PageControl,
): SafeHtml {
  const content =
    direction === 'prev'
      ? html`<span aria-hidden="true">‹</span> ${text}`
      : html`${text} <span aria-hidden="true">›</span>`;
  const shown =
    target === null
      ? html`<a role="link" aria-disabled="true">${content}</a>`
      : control(target, content, direction, null);
  return html`<li class="pagination-${direction}">${shown}</li>`;
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
      ${step('prev', page > 1 ? page - 1 : null, t('directory.previousPage'), control)}
      ${pageWindow(page, pageCount).map((n) =>
        n === null
          ? html`<li class="pagination-gap" aria-hidden="true">…</li>`
          : n === page
            ? html`<li><span class="pagination-current" aria-current="page">${n}</span></li>`
            : html`<li>${control(n, html`${n}`, null, t('directory.pageNumber', { page: n }))}</li>`,
      )}
      ${step('next', page < pageCount ? page + 1 : null, t('directory.nextPage'), control)}
    </ul>
  </nav>`;
}
