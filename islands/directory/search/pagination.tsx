import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@shared/ui/visually-hidden';
import { pageLinks } from './page-links';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: a real link, so that it opens in a new tab too. */
  hrefOf: (page: number) => string;
  onChoose: (page: number) => void;
}

/** A plain click stays in the island; with a modifier key the browser does what the visitor asked. */
function follows(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The results' pages: previous, the pages near the current one and the ends, next. */
export function Pagination({ page, pageCount, hrefOf, onChoose }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = (target: number, text: ReactNode, className: string, label?: string) => (
    <a
      className={className}
      href={hrefOf(target)}
      aria-label={label}
      onClick={(event) => {
        if (follows(event)) return;
        event.preventDefault();
        onChoose(target);
      }}
    >
      {text}
    </a>
  );
  /**
   * "‹ Previous page", "Next page ›" in words, as the server's pages bar; where there is no such page the step
   * keeps its place, dimmed, as a link without address: not focusable, and announced as disabled.
   */
  const step = (direction: 'prev' | 'next', target: number | null) => {
    const text = t(
      direction === 'prev' ? 'directoryIslands.search.previous' : 'directoryIslands.search.next',
    );
    const content =
      direction === 'prev' ? (
        <>
          <span aria-hidden="true">‹</span> {text}
        </>
      ) : (
        <>
          {text} <span aria-hidden="true">›</span>
        </>
      );
    if (target === null) {
      return (
        <a className="pp-directory-search__page-step" role="link" aria-disabled="true">
          {content}
        </a>
      );
    }
    return link(target, content, 'pp-directory-search__page-step');
  };
  return (
    <nav className="pp-directory-search__pagination" aria-label={t('directoryIslands.search.pagination')}>
      <ul>
        <li>{step('prev', page > 1 ? page - 1 : null)}</li>
        {pageLinks(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pp-directory-search__page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span
                  className="pp-directory-search__page pp-directory-search__page--current"
                  aria-current="page"
                >
                  <span aria-hidden="true">{entry}</span>
                  <VisuallyHidden>{t('directoryIslands.search.pageLabel', { page: entry })}</VisuallyHidden>
                </span>
              ) : (
                link(
                  entry,
                  String(entry),
                  'pp-directory-search__page',
                  t('directoryIslands.search.pageLabel', { page: entry }),
                )
              )}
            </li>
          ),
        )}
        <li>{step('next', page < pageCount ? page + 1 : null)}</li>
      </ul>
    </nav>
  );
}
