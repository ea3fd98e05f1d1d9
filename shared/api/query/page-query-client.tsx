import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { forgetUserDataWhenSessionEnds } from './follow-session';
import { createQueryClient } from './query-client';

let pageClient: QueryClient | undefined;

/**
 * The query client of the page, made at the first use: one cache for every element and island (two islands
 * asking for the favourites share one call and one answer), which forgets the user's data when the session
 * ends.
 */
export function pageQueryClient(): QueryClient {
  if (pageClient === undefined) {
    pageClient = createQueryClient();
    forgetUserDataWhenSessionEnds(pageClient);
  }
  return pageClient;
}

/**
 * Gives the page's query client to the queries below. Rendered by each island or element root that uses
 * queries (their `*-island.tsx` or `element.tsx`), and only by them: a root without queries does not load
 * TanStack Query.
 */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
