import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '@shared/api/contract';
import * as authApi from '@shared/api/contract/auth';
import * as projectsApi from '@shared/api/contract/projects';
import * as projectViewApi from '@shared/api/contract/project-view';
import { tokensEntries } from '@shared/api/contract/session';
import * as sessionApi from '@shared/api/contract/session';
import { endpoint, type Endpoint, type RequestOf } from '@shared/api/endpoint';
import { PHONE_PROOF_COOKIE, issuePhoneProof } from '../auth/phone-proofs';
import { startSession } from '../auth/sessions';
import { freshRegistration, seedFuzzDatabase, type FuzzRows } from '../fuzz/fuzz-fixture';
import { validRequests, type ValidRequest } from '../fuzz/valid-requests';
import { bodyOf, callEndpoint, type EndpointAnswer } from '../test-support/call-endpoint';
import { signedInProvider } from '../test-support/signed-in-provider';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { cacheControlOf, NEVER_STORED } from './answer-caching';

/*
 * Every answer that carries a token or personal data says `no-store` (ASVS 8.2.1). The contract is walked, not
 * listed: an endpoint added later is called with its fuzz example and held to the rule without a line for it.
 */

const ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACT).flat();
const TOKEN_FIELDS = new Set(Object.keys(tokensEntries));

/** The part of valibot's schema objects the walk reads. */
interface SchemaNode {
  readonly type: string;
  readonly pipe?: readonly SchemaNode[];
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly wrapped?: SchemaNode;
  readonly options?: readonly unknown[];
  readonly item?: SchemaNode;
  readonly value?: SchemaNode;
}

/** Every field name an answer of this schema may hold, at any depth. */
function fieldNames(schema: SchemaNode): string[] {
  const inner = [
    ...(schema.pipe?.[0] && schema.pipe[0] !== schema ? [schema.pipe[0]] : []),
    ...Object.values(schema.entries ?? {}),
    ...(schema.options ?? []).filter((option): option is SchemaNode => typeof option === 'object'),
    ...[schema.wrapped, schema.item, schema.value].filter((node) => node !== undefined),
  ];
  return [...Object.keys(schema.entries ?? {}), ...inner.flatMap(fieldNames)];
}

const carriesToken = (endpoint: Endpoint) =>
  fieldNames(endpoint.response as SchemaNode).some((name) => TOKEN_FIELDS.has(name));

let t: TestApp;
let rows: FuzzRows;
let valid: Record<string, ValidRequest>;
let couple: { id: number; phone: string };
let provider: { headers: { authorization: string } };

beforeAll(async () => {
  t = await startTestApp();
  rows = await seedFuzzDatabase(t);
  valid = validRequests(rows);
  const [owner] = await t.db.query<{ id: number; phone: string }>(
    'SELECT users.id, users.phone FROM projects JOIN users ON users.id = projects.user_id WHERE projects.id = $1',
    [rows.projectId],
  );
  if (!owner) throw new Error('the fuzz seed lacks the couple of its project');
  couple = owner;
  provider = await signedInProvider(t, 'Cache Test Planning', '+33687000001');
});

afterAll(() => t.close());

const proofCookie = async (phone: string) =>
  `${PHONE_PROOF_COOKIE}=${await issuePhoneProof(t.db, t.clock, phone)}`;

/** A fresh session of the fuzz's couple (each call gets its own: one endpoint is the sign-out). */
const coupleSession = () => startSession(t.db, { secret: t.config.tokenSecret, clock: t.clock }, couple.id);
const asCouple = async () => ({ authorization: `Bearer ${(await coupleSession()).token}` });

/**
 * Calls an endpoint with its fuzz example as the caller its auth mode wants; the endpoints that answer with
 * tokens with what makes them do so (a phone proof, a live refresh token).
 */
async function callWithExample(endpoint: Endpoint): Promise<EndpointAnswer<Endpoint>> {
  const request = valid[endpoint.name];
  if (!request)
    throw new Error(`no valid request for ${endpoint.name}: add it to server/fuzz/valid-requests.ts`);
  let input = request.input;
  const headers: Record<string, string> = {};
  if (endpoint === authApi.checkAccount) input = { phone: couple.phone };
  if (endpoint === sessionApi.refreshToken) input = { refresh_token: (await coupleSession()).refresh_token };
  if (endpoint === authApi.checkAccount || endpoint === authApi.register) {
    headers.cookie = await proofCookie(String(input.phone));
  }
  const as =
    endpoint.auth === 'none'
      ? undefined
      : endpoint.auth === 'provider'
        ? provider
        : { headers: await asCouple() };
  return callEndpoint(t.app, endpoint, input as RequestOf<Endpoint>, { as, params: request.params, headers });
}

describe('the contract’s caching', () => {
  it('lets only anonymous answers without a token declare a public cache', () => {
    const publicAnswers = ENDPOINTS.filter((endpoint) => endpoint.publicCache);
    expect(publicAnswers.length).toBeGreaterThan(0);
    for (const endpoint of publicAnswers) {
      expect(endpoint.auth, endpoint.name).toBe('none');
      expect(carriesToken(endpoint), endpoint.name).toBe(false);
    }
    endpoint({
      name: 'refused',
      method: 'GET',
      path: '/refused',
      auth: 'couple',
      summary: 'The compiler refuses a public cache on an endpoint that reads a session.',
      // @ts-expect-error: an answer that reads a session is never kept by a shared cache.
      publicCache: { maxAgeSeconds: 60 },
      request: v.object({}),
      response: v.object({}),
    });
  });

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s says no-store unless its contract declares a public cache',
    async (_name, endpoint) => {
      const answer = await callWithExample(endpoint);
      const cacheControl = answer.headers['cache-control'];
      const label = `${endpoint.name} answered ${answer.status}`;
      expect(cacheControl, label).toBe(answer.ok ? cacheControlOf(endpoint) : NEVER_STORED);
      if (endpoint.auth !== 'none' || carriesToken(endpoint)) expect(cacheControl, label).toBe(NEVER_STORED);
    },
  );

  it('sends the sign-in’s tokens, the user and the couple’s projects with no-store', async () => {
    const phone = freshRegistration(900).phone;
    const registered = await callEndpoint(t.app, authApi.register, freshRegistration(900), {
      headers: { cookie: await proofCookie(phone) },
    });
    const { token, refresh_token } = bodyOf(registered);
    const refreshed = await callEndpoint(t.app, sessionApi.refreshToken, { refresh_token });
    const as = { headers: { authorization: `Bearer ${token}` } };
    const me = await callEndpoint(t.app, sessionApi.me, {}, { as });
    const ofCouple = { headers: await asCouple() };
    const projects = await callEndpoint(t.app, projectsApi.getProjects, { status: 'all' }, { as: ofCouple });
    const project = await callEndpoint(
      t.app,
      projectViewApi.getProject,
      {},
      { as: ofCouple, params: { id: rows.projectId } },
    );
    for (const [name, answer] of Object.entries({ registered, refreshed, me, projects, project })) {
      expect([name, answer.status, answer.headers['cache-control']]).toEqual([name, 200, 'no-store']);
    }
  });
});
