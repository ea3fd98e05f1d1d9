import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client/describe-error';
import { Button } from '@shared/ui/button';
import './query-state.css';

export interface LoadingStateProps {
  children: ReactNode;
  /**
   * Said to screen readers (`role=status`), the default. Off where the wait is not news: while only the
   * page's code arrives (a `<Suspense>` fallback), or a dialog's list that its title already announces.
   */
  announced?: boolean;
}

/** A region whose content is loading: its text beside a spinner. */
export function LoadingState({ children, announced = true }: LoadingStateProps) {
  return (
    <p className="state state--loading" role={announced ? 'status' : undefined}>
      {children}
    </p>
  );
}

export interface LoadFailedStateProps {
  /** What could not be loaded ("Votre compte n'a pas pu être chargé."). */
  title: string;
  /** Why, told under the title (`describeError`); left out where the page says nothing more. */
  error?: unknown;
  /** Asks again (a query's `refetch`). */
  onRetry: () => unknown;
}

/** A region whose content could not be loaded: what and why, announced (`role=alert`), and a retry button. */
export function LoadFailedState({ title, error, onRetry }: LoadFailedStateProps) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title}</p>
      {error !== undefined && <p>{describeError(error, t)}</p>}
      <Button variant="secondary" onClick={() => void onRetry()}>
        {t('ui.queryState.retry')}
      </Button>
    </div>
  );
}

export interface QueryStateProps {
  /** A query without its data yet (TanStack's result): pending, or failed. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The region's loading text. */
  loading: string;
  /** What could not be loaded, above why. */
  loadFailed: string;
}

/**
 * A query's region until its data is there: loading, then failed with why and a retry. Render it while the
 * query has no data (`if (!query.isSuccess) return <QueryState …/>`, which narrows the query to its data).
 */
export function QueryState({ query, loading, loadFailed }: QueryStateProps) {
  if (!query.isError) return <LoadingState>{loading}</LoadingState>;
  return <LoadFailedState title={loadFailed} error={query.error} onRetry={query.refetch} />;
}
