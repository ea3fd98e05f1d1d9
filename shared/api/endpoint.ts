import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may sign in and call: a couple (the project site), a provider (the back-office), support staff. */
export const ROLES = ['couple', 'provider', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How a call authenticates: `none` sends no token; `optional` sends it when the session has one (some
 * directory calls); `required` needs a signed-in user of any role (who am I, sign out); a role needs a user of
 * that role, so that a couple's token is refused on a provider's route and the other way round.
 */
export type AuthMode = 'none' | 'optional' | 'required' | Role;

type AnySchema = v.GenericSchema;

/**
 * One endpoint, described once and used by both the client and the server. `request` describes the JSON
 * body (or the query string for GET and DELETE); `params` the `:name` segments of the path, when it has any.
 */
export interface Endpoint<
  Request extends AnySchema = AnySchema,
  Response extends AnySchema = AnySchema,
  Params extends AnySchema | undefined = AnySchema | undefined,
> {
  /** The route name the legacy front end uses (e.g. `check_phone`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** Fastify-style path, `:name` for parameters. */
  readonly path: string;
  readonly auth: AuthMode;
  /**
   * The one host it answers on, when it is not every host's: `backOffice` for the provider back-office's API
   * (SPEC §7's provider paths, with a provider's token), which the other hosts answer 404.
   */
  readonly host?: EndpointHost;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
  readonly params?: Params;
  /**
   * The largest JSON body the server reads for it, in bytes (DEFAULT_MAX_BODY_BYTES unless set): sized to the
   * longest valid request written with every character escaped, so a bigger one is refused (413) unread.
   */
  readonly maxBodyBytes?: number;
  /**
   * How long browsers and shared caches may keep a successful answer, for an answer that is the same for every
   * caller (a reference list, city suggestions): only an endpoint with auth `none` may declare one. Without
   * it, every answer says `no-store`: it may carry a token or personal data (ASVS 8.2.1).
   */
  readonly publicCache?: PublicCache;
  /**
   * The refusals it can answer that the generic rules cannot know, for the OpenAPI document: every endpoint
   * may answer 400, one with auth other than `none` and `optional` 401 and 403, one with path params 404; a
   * rate-limited route says 429 here (its registration refuses to mount otherwise), a lookup by a body's id 404.
   */
  readonly errors?: readonly ErrorStatus[];
  /**
   * A valid request, as the OpenAPI document shows it and the tests start from (the fuzz test's mutations, the
   * cross-provider sweep): for an endpoint whose valid request names no row. One that takes nothing needs none;
   * one naming a row the tests' world made gets its example there (server/fuzz/valid-requests.ts).
   */
  readonly example?: { readonly input: unknown };
  /**
   * Set on an endpoint whose body is `multipart/form-data` files (an upload): `request` then describes nothing
   * of the body (an empty object), the handler streams the parts itself, and any other body (JSON) is refused
   * (415) unread. The OpenAPI document describes the body from it.
   */
  readonly upload?: UploadRule;
  /**
   * Refused (403) while support acts as the provider (docs/product/back-office.md#support-access): what only
   * the account's owner may do (buying, the password, the sign-in address, closing the account). Checked once,
   * for every endpoint of the back-office, by server/back-office/support-access/impersonation-supervision.ts.
   */
  readonly forbiddenWhileImpersonating?: true;
}

/** What an upload endpoint takes: files under one form field, each bounded before it is decoded. */
export interface UploadRule {
  /** The form field every file is sent under. */
  readonly field: string;
  readonly maxFiles: number;
  /** The largest file read, in bytes: a bigger one is refused (413) while it streams, never buffered whole. */
  readonly maxFileBytes: number;
  /** The most pixels an image may declare in its header (width × height), checked before it is decoded. */
  readonly maxPixels: number;
  /** The media types accepted, as read from each file's first bytes, never from its name or declared type. */
  readonly mediaTypes: readonly string[];
}

/** The hosts an endpoint may be kept to (server/hosts.ts names the three). */
export type EndpointHost = 'backOffice';

/** The refusals an endpoint may declare, each with the error body. */
export type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/** A public answer's caching: `public, max-age=<maxAgeSeconds>`. */
export interface PublicCache {
  readonly maxAgeSeconds: number;
}

/** Enough for every request made of short fields (names, ids, a city); endpoints taking long texts say more. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * A public cache is for answers that are the same for everyone: on an endpoint that reads a session, the
 * compiler refuses one with this message.
 */
type CacheRule<Definition extends Endpoint> = Definition extends { auth: 'none' }
  ? unknown
  : { publicCache?: 'only an endpoint with auth none declares a public cache' };

/** An example is a request the endpoint takes: the compiler checks it against the request's schema. */
type ExampleRule<Definition extends Endpoint> = Definition extends { example: unknown }
  ? { example: { readonly input: v.InferInput<Definition['request']> } }
  : unknown;

/** Keeps the literal types of the definition (its auth mode above all) for the server and client helpers. */
export function endpoint<const Definition extends Endpoint>(
  definition: Definition & CacheRule<Definition> & ExampleRule<Definition>,
): Definition {
  return definition;
}

export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
export type ParsedRequestOf<E extends Endpoint> = v.InferOutput<E['request']>;
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;
export type ParamsOf<E extends Endpoint> = E['params'] extends AnySchema
  ? v.InferOutput<E['params']>
  : undefined;
