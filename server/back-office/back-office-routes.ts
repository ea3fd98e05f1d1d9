import type { FastifyInstance } from 'fastify';
import * as backOfficeApi from '@shared/api/contract/back-office';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';

/**
 * The provider back-office's API. Each route is a `provider` endpoint: the caller's company comes resolved from
 * the session (never from the request), so a provider can only ever read and change its own.
 */
export function registerBackOfficeRoutes(app: FastifyInstance, db: Queryable): void {
  registerEndpoint(app, backOfficeApi.myCompany, async ({ caller }) => {
    const [company] = await db.query<backOfficeApi.CompanySummary>(
      'SELECT id, name, slug, published FROM providers WHERE id = $1',
      [caller.providerId],
    );
    if (!company) throw new HttpError(404, 'server.providerNotFound');
    return { company };
  });
}
