import type { FastifyInstance } from 'fastify';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { HostPages, PageLanguage } from '../host-pages';
import { termsOfSalePage, type TermsOnCountrySite } from './terms-of-sale-page';

/**
 * The terms of sale (`front_cgv`) on a host: every host shows them, in its pages' language; a country site
 * gives them their SEO head and its header (`onCountrySite`); a host without a directory says where its
 * reader's directory is (`directoryOriginOf`).
 */
export function registerTermsOfSale<Known extends PageLanguage>(
  app: FastifyInstance,
  pages: HostPages<Known>,
  onCountrySite?: (known: Known, path: string) => TermsOnCountrySite,
  directoryOriginOf?: (known: Known) => string | undefined,
): void {
  const path = PAGE_ROUTES.front_cgv;
  pages.get(path, async (call) =>
    termsOfSalePage(call, pages.urls, onCountrySite?.(call, path), directoryOriginOf?.(call)),
  );
  // Typed without its trailing slash, the address still reaches the page.
  app.get(path.replace(/\/$/, ''), async (_request, reply) => reply.redirect(path, 301));
}
