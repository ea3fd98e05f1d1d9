import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@shared/api/endpoint';
import { registerEndpoint } from './register-endpoint';

const limitedOptions = { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } };
const ping = (errors?: readonly 429[]) =>
  endpoint({
    name: 'ping',
    method: 'POST',
    path: '/ping',
    auth: 'none',
    summary: 'Answers.',
    request: v.object({}),
    response: v.object({}),
    ...(errors ? { errors } : {}),
  });

describe('registerEndpoint', () => {
  it('refuses a rate limit the contract does not document', () => {
    expect(() => registerEndpoint(Fastify(), ping(), async () => ({}), limitedOptions)).toThrow(
      /ping: a rate-limited endpoint declares 429/,
    );
  });

  it('mounts a rate-limited endpoint that declares its 429', () => {
    const app = Fastify();
    registerEndpoint(app, ping([429]), async () => ({}), limitedOptions);
    expect(app.hasRoute({ method: 'POST', url: '/ping' })).toBe(true);
  });
});
