import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import * as v from 'valibot';
import type { Endpoint, ParamsOf, ResponseOf } from '@shared/api/endpoint';
import type { Queryable, SqlParam } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint, type HandlerContext, type ProviderCaller } from '@server/http/register-endpoint';
import type { ServerTranslationKey } from '@server/i18n/translate';

/**
 * A kind of row a provider owns, which a back-office path names: its table, the column a path segment is
 * matched against, and the SQL that says the owning provider (a column of the table, or of one that `join`
 * reaches). Each is a constant of ours, never input: the ownership lookup is built from it.
 */
export interface OwnedResource<Id extends 'uuid' | 'integer' = 'uuid' | 'integer'> {
  table: string;
  /** The column of `table` a path segment names a row by (its uuid, a public id…). */
  key: string;
  /** The owning provider's id, as SQL over `table` and `join`: `event_requests.provider_id`. */
  owner: string;
  /** The joins that reach `owner` when `table` has no provider column of its own. */
  join?: string;
  /** The type of `table`'s `id` column: what the handler receives as the row's internal id. */
  id: Id;
  /** The 404's message, the same for an unknown row and another provider's. */
  notFound: ServerTranslationKey;
}

type IdOf<R extends OwnedResource> = R['id'] extends 'integer' ? number : string;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The resource a provider endpoint's path names, checked before its handler runs. */
    owns?: OwnedResource;
  }
}

/** A provider endpoint whose path names rows: the only kind that needs an ownership declaration. */
type ProviderEndpointWithParams = Endpoint & { auth: 'provider'; params: NonNullable<Endpoint['params']> };

export interface Ownership<E extends ProviderEndpointWithParams, R extends OwnedResource> {
  db: Queryable;
  owns: R;
  /** The path segment that names the row. */
  by: keyof ParamsOf<E> & string;
}

export type OwnedHandler<E extends Endpoint, R extends OwnedResource> = (
  context: HandlerContext<E, ProviderCaller> & { owned: IdOf<R> },
) => Promise<ResponseOf<E>>;

/** The internal id of the row of `resource` that `key` names, when the calling provider owns it; else null. */
async function ownedRowId<R extends OwnedResource>(
  db: Queryable,
  resource: R,
  key: SqlParam,
  providerId: number,
): Promise<IdOf<R> | null> {
  const [row] = await db.query<{ id: IdOf<R> }>(
    `SELECT ${resource.table}.id FROM ${resource.table} ${resource.join ?? ''}
     WHERE ${resource.table}.${resource.key} = $1 AND ${resource.owner} = $2`,
    [key, providerId],
  );
  return row?.id ?? null;
}

/**
 * Mounts a provider endpoint whose path names a row of `owns`: once the path is parsed, a row the caller
 * does not own answers the same 404 as a row that does not exist (never 403: another provider's ids cannot be
 * told from unknown ones), before the handler runs; the handler is given the row's internal id as `owned`.
 */
export function registerOwnedEndpoint<E extends ProviderEndpointWithParams, R extends OwnedResource>(
  app: FastifyInstance,
  endpoint: E,
  { db, owns, by }: Ownership<E, R>,
  handler: OwnedHandler<E, R>,
  options: RouteShorthandOptions = {},
): void {
  if (!endpoint.path.includes(`:${by}`)) {
    throw new Error(`${endpoint.name}: its path has no :${by} segment to check the ownership of`);
  }
  // An upload's body is refused (415) before its handler runs: its row is checked first, so that another
  // provider's row answers the same 404 whatever the body.
  const checkedEarly = endpoint.upload !== undefined;
  const preValidation: RouteShorthandOptions['preValidation'] = checkedEarly
    ? async (request) => {
        const parsed = v.safeParse(endpoint.params, request.params);
        const caller = await app.identifyCaller(request);
        if (!parsed.success || caller?.role !== 'provider' || caller.providerId === null) return;
        const key = (parsed.output as Record<string, SqlParam>)[by] ?? null;
        if ((await ownedRowId(db, owns, key, caller.providerId)) === null)
          throw new HttpError(404, owns.notFound);
      }
    : undefined;
  registerEndpoint(
    app,
    endpoint,
    async (context) => {
      // The endpoint's auth is `provider`: registerEndpoint lets no other caller through (TypeScript cannot
      // resolve its conditional caller type over a generic endpoint).
      const caller = context.caller as ProviderCaller;
      const key = (context.params as Record<string, SqlParam>)[by] ?? null;
      const owned = await ownedRowId(db, owns, key, caller.providerId);
      if (owned === null) throw new HttpError(404, owns.notFound);
      return handler({ ...context, caller, owned });
    },
    { ...options, ...(preValidation && { preValidation }), config: { ...options.config, owns } },
  );
}

/**
 * Refuses at start-up a provider endpoint of this tree whose path names something (`:param`) without an
 * ownership declaration: mounted with `registerEndpoint`, its handler alone would have to remember whose row
 * it reads.
 */
export function requiresOwnership(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (endpoint?.auth === 'provider' && /\/:/.test(endpoint.path) && !route.config?.owns) {
      throw new Error(
        `${endpoint.name}: a provider endpoint with path params is mounted with registerOwnedEndpoint ` +
          '(server/back-office/ownership.ts), which answers 404 for a row the caller does not own',
      );
    }
  });
}
