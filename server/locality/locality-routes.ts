import type { FastifyInstance } from 'fastify';
import * as localityApi from '@shared/api/contract/locality';
import type { Queryable } from '../db/database';
import { requestLanguage } from '../http/describe-issues';
import { registerEndpoint } from '../http/register-endpoint';
import { searchLocalities } from './search-localities';

/** An autocomplete asks on every keystroke: generous, but a scraper still hits the ceiling. */
const AUTOCOMPLETE_CALLS_PER_MINUTE = 300;

export function registerLocalityRoutes(app: FastifyInstance, db: Queryable): void {
  registerEndpoint(
    app,
    localityApi.searchLocality,
    async ({ input, request, reply }) => {
      // Brussels is Bruxelles to a French page and Brussel to a Dutch one: the answer follows the language.
      reply.header('vary', 'Cookie, Accept-Language');
      return { localities: await searchLocalities(db, { ...input, language: requestLanguage(request) }) };
    },
    { config: { rateLimit: { max: AUTOCOMPLETE_CALLS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
