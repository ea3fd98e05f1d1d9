import type { FastifyInstance } from 'fastify';
import * as localityApi from '@shared/api/contract/locality';
import type { Queryable } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import { searchLocalities } from './search-localities';

/** An autocomplete asks on every keystroke: generous, but a scraper still hits the ceiling. */
const AUTOCOMPLETE_CALLS_PER_MINUTE = 300;

export function registerLocalityRoutes(app: FastifyInstance, db: Queryable): void {
  registerEndpoint(
    app,
    localityApi.searchLocality,
    async ({ input }) => ({ localities: await searchLocalities(db, input) }),
    { config: { rateLimit: { max: AUTOCOMPLETE_CALLS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
