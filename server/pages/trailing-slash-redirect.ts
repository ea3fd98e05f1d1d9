import * as v from 'valibot';
import { slugSchema } from '@shared/api/contract/primitives';
import type { PublicPages } from './public-pages';

/**
 * Registers `route` with a trailing slash (`/guide/list/`, `/wedding-planner/{slug}/`), which moves
 * permanently to `route` filled with the same slugs, as the listings do: a page has one address, and a link
 * written with the slash keeps its worth. A parameter that is no slug is not found, never echoed.
 */
export function redirectTrailingSlash(pages: PublicPages, route: string): void {
  pages.get<{ Params: Record<string, string | undefined> }>(
    `${route}/`,
    async ({ request, reply, notFound }) => {
      let valid = true;
      const target = route.replace(/:(\w+)/g, (_match, name: string) => {
        const value = request.params[name];
        if (!v.is(slugSchema, value)) valid = false;
        return value ?? '';
      });
      return valid ? reply.redirect(target, 301) : notFound();
    },
  );
}
