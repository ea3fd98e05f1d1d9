import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@shared/ui/button';
import { LoadFailedState } from './query-state';

export interface MorePagesProps {
  /** A list read a page at a time (TanStack's infinite query, `useEndpointPages`). */
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  /** The button's text ("Voir plus de projets"). */
  more: string;
  /** The button's text while the next page is read. */
  loading: string;
  /** What could not be loaded, above why and a retry. */
  loadFailed: string;
  /**
   * Where the focus goes when the button it held goes away, the last page read: the list's heading (with
   * `tabIndex={-1}`), so that the focus is never lost on the page's body.
   */
  focusAtEnd: RefObject<HTMLElement | null>;
}

/**
 * A list's "more": reads the next page, which the list shows after the ones it shows; while it is read the
 * button keeps the focus and says so; a failure says why and asks again. Nothing once every page is read.
 */
export function MorePages({ query, more, loading, loadFailed, focusAtEnd }: MorePagesProps) {
  const asked = useRef(false);
  const { hasNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    if (!asked.current || isFetchingNextPage || hasNextPage) return;
    asked.current = false;
    focusAtEnd.current?.focus();
  }, [hasNextPage, isFetchingNextPage, focusAtEnd]);

  if (query.isFetchNextPageError) {
    return <LoadFailedState title={loadFailed} error={query.error} onRetry={query.fetchNextPage} />;
  }
  if (!hasNextPage) return null;
  return (
    <p className="state-more">
      <Button
        variant="secondary"
        aria-disabled={isFetchingNextPage || undefined}
        onClick={() => {
          if (isFetchingNextPage) return;
          asked.current = true;
          void query.fetchNextPage();
        }}
      >
        {isFetchingNextPage ? loading : more}
      </Button>
    </p>
  );
}
