import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as v from 'valibot';
import {
  DEFAULT_MAX_BODY_BYTES,
  type AuthMode,
  type Endpoint,
  type Role,
  type ParamsOf,
  type ParsedRequestOf,
  type ResponseOf,
} from '@shared/api/endpoint';
import { answerCaching } from './answer-caching';
import { compressOnce } from './compression';
import { HttpError } from './http-error';
import { describeIssues, issueFields } from './describe-issues';

/** Who is calling, when the bearer token is valid. */
export interface Caller {
  userId: number;
  sessionId: string;
  role: Role;
  /** The provider a provider's account runs; null for other roles. */
  providerId: number | null;
  /**
   * Set while support acts as a provider in this session (server/back-office/support-access/): the caller is
   * then that provider (`userId` its account), and this names the admin behind it.
   */
  impersonation?: CallerImpersonation;
}

/** The support access an admin's session is in: which one, whose, and until when. */
export interface CallerImpersonation {
  id: number;
  adminUserId: number;
  adminName: string;
  endsAt: Date;
}

/** A provider's caller, its provider resolved once for every back-office route. */
export interface ProviderCaller extends Caller {
  role: 'provider';
  providerId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads and checks the bearer token; null when absent or not valid (expired, revoked, forged). */
    identifyCaller(request: FastifyRequest): Promise<Caller | null>;
    /** Outside production, every answer is checked against its contract's response schema. */
    readonly checksResponses: boolean;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route mounts: a route tree's `onRoute` hook checks what it lets in. */
    endpoint?: Endpoint;
  }
}

export interface HandlerContext<E extends Endpoint, C extends Caller | null> {
  input: ParsedRequestOf<E>;
  params: ParamsOf<E>;
  caller: C;
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerOf<E extends Endpoint> = E['auth'] extends 'provider'
  ? ProviderCaller
  : E['auth'] extends 'none' | 'optional'
    ? Caller | null
    : Caller;

/** Whether the signed-in caller may use an endpoint of this auth mode. */
export function allowed(mode: AuthMode, caller: Caller): boolean {
  if (mode === 'provider') return caller.role === 'provider' && caller.providerId !== null;
  return mode === 'required' || mode === 'optional' || mode === caller.role;
}

/**
 * An answer serialized once and sent again and again (a kept reference list, server/reference/kept-answers.ts):
 * its JSON bytes go out as they are, marked for the compression to keep its compressed copies; `output` is
 * what the contract checks.
 */
export class SerializedAnswer<Output> {
  readonly json: Buffer;

  constructor(readonly output: Output) {
    this.json = compressOnce(Buffer.from(JSON.stringify(output)));
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

export type EndpointHandler<E extends Endpoint> = (
  context: HandlerContext<E, CallerOf<E>>,
) => Promise<ResponseOf<E> | SerializedAnswer<ResponseOf<E>>>;

/**
 * The input parsed by its schema, or a 400 saying what is wrong in the caller's language. The request's
 * issues also name their fields; a path segment is not a field a form could show a message on.
 */
function parseOrReject<S extends v.GenericSchema>(schema: S, value: unknown, { namesFields = true } = {}) {
  const result = v.safeParse(schema, value ?? {});
  if (!result.success) {
    const { issues } = result;
    const fields = namesFields ? issueFields(issues) : {};
    throw new HttpError(400, (language) => describeIssues(issues, language), {}, {}, fields);
  }
  return result.output as v.InferOutput<S>;
}

/**
 * Mounts one contract endpoint: validates params, query or body with the contract's schemas (bad input is a
 * 400 with a readable message naming the refused fields, never a 500), enforces its auth mode, gives every
 * answer the contract's caching (`no-store` unless it declares a public cache) and, outside production, checks
 * the handler's answer against the response schema so the contract cannot drift from the code.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteShorthandOptions = {},
): void {
  const rateLimited = typeof options.config === 'object' && 'rateLimit' in options.config;
  if (rateLimited && !endpoint.errors?.includes(429)) {
    // The OpenAPI document lists the contract's statuses: a limit the contract does not say would go unseen.
    throw new Error(`${endpoint.name}: a rate-limited endpoint declares 429 in its contract's errors`);
  }
  const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  app.route({
    bodyLimit: endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    ...options,
    config: { ...options.config, endpoint },
    method: endpoint.method,
    url: endpoint.path,
    onSend: [...[options.onSend ?? []].flat(), answerCaching(endpoint)],
    handler: async (request, reply) => {
      const params = (
        endpoint.params ? parseOrReject(endpoint.params, request.params, { namesFields: false }) : undefined
      ) as ParamsOf<E>;
      // An upload's body is its files, which its handler streams: any other body is refused before it is read.
      if (endpoint.upload && !request.isMultipart()) throw new HttpError(415, 'server.uploadNotMultipart');
      const body = endpoint.upload ? {} : request.body;
      const input = parseOrReject(endpoint.request, readsQuery ? request.query : body);
      const caller = endpoint.auth === 'none' ? null : await app.identifyCaller(request);
      if (endpoint.auth !== 'none' && endpoint.auth !== 'optional') {
        if (!caller) throw new HttpError(401, 'server.authenticationRequired');
        if (!allowed(endpoint.auth, caller)) throw new HttpError(403, 'server.wrongRole');
      }
      const answer = await handler({ input, params, caller: caller as CallerOf<E>, request, reply });
      const output = answer instanceof SerializedAnswer ? answer.output : answer;
      if (app.checksResponses) {
        const result = v.safeParse(endpoint.response, output);
        if (!result.success) {
          throw new Error(`${endpoint.name}: response breaks its contract: ${v.summarize(result.issues)}`);
        }
      }
      if (answer instanceof SerializedAnswer) return reply.type(JSON_TYPE).send(answer.json);
      return output;
    },
  });
}
