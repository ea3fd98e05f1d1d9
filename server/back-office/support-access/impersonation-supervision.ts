import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as supportAccessApi from '@shared/api/contract/back-office/support-access';
import { HttpError } from '@server/http/http-error';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { writeSupportLog } from './support-log';

/**
 * What every call of the back-office's guarded tree goes through while support acts as a provider
 * (docs/product/back-office.md#support-access), in one place so that an endpoint added later only says its
 * rule: one whose contract says `forbiddenWhileImpersonating` is refused (403) before its input is read, and
 * the refusal is logged; any other call but a read is logged before it runs, its answer's status once sent.
 * The start and the end of an access are logged by their own handlers.
 */
export function superviseImpersonation(
  app: FastifyInstance,
  { db, clock }: Pick<BackOfficeDependencies, 'db' | 'clock'>,
): void {
  const logged = new WeakMap<FastifyRequest, string>();
  // After the tree's guard (registered before): the caller is known to be allowed here.
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    // A read is neither refused nor logged, unless its contract forbids it (the SPEC's `GET …/revoke` writes).
    const read = endpoint?.method === 'GET' && !endpoint.forbiddenWhileImpersonating;
    if (!endpoint || read || endpoint.name === supportAccessApi.stopImpersonating.name) return;
    const caller = await app.identifyCaller(request);
    const impersonation = caller?.impersonation;
    if (!impersonation || !caller.providerId) return;
    const entry = {
      impersonationId: impersonation.id,
      providerId: caller.providerId,
      adminName: impersonation.adminName,
      at: clock.now(),
      action: `${endpoint.method} ${request.url.split('?', 1)[0]}`,
    };
    if (endpoint.forbiddenWhileImpersonating) {
      await writeSupportLog(db, { ...entry, kind: 'refused', status: 403 });
      throw new HttpError(403, 'server.forbiddenWhileImpersonating');
    }
    logged.set(request, await writeSupportLog(db, { ...entry, kind: 'changed' }));
  });
  app.addHook('onResponse', async (request, reply) => {
    const id = logged.get(request);
    if (id === undefined) return;
    await db.query('UPDATE support_audit_log SET status = $2 WHERE id = $1', [id, reply.statusCode]);
  });
}
