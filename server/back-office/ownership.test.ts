import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidSchema } from '@shared/api/contract/primitives';
import { endpoint } from '@shared/api/endpoint';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { registerHostRouting } from '../http/host-routing';
import { registerEndpoint, type Caller } from '../http/register-endpoint';
import { BACK_OFFICE_HOST } from '../test-support/call-endpoint';
import { openTestDatabase } from '../test-support/test-database';
import { guardBackOfficeTree } from './back-office-api';
import { registerOwnedEndpoint, type OwnedResource } from './ownership';

/*
 * The ownership block on a bare app: two providers' notebooks, their notes named in paths by a uuid and owned
 * through their notebook (a join), and a fake session lookup that reads the provider's id from the token.
 */

const renameNote = endpoint({
  name: 'test_rename_note',
  method: 'POST',
  path: '/api/test-notes/:note',
  auth: 'provider',
  host: 'backOffice',
  summary: 'Renames a note of the provider’s.',
  request: v.object({ title: v.string() }),
  params: v.object({ note: uuidSchema }),
  response: v.object({ id: v.number() }),
});

const NOTES = {
  table: 'test_notes',
  key: 'public_id',
  join: 'JOIN test_notebooks ON test_notebooks.id = test_notes.notebook_id',
  owner: 'test_notebooks.provider_id',
  id: 'integer',
  notFound: 'server.requestNotFound',
} as const satisfies OwnedResource;

const UNKNOWN_NOTE = '0b0e6a3c-8d1f-4c7e-9a2b-3c4d5e6f7a8b';

let db: Database;
let app: FastifyInstance;
/** The internal ids the handler was given, in order: what ran behind the ownership check. */
let handled: number[] = [];

function withFakeSessions(fastify: FastifyInstance): FastifyInstance {
  fastify.decorate('identifyCaller', async (request) => {
    const providerId = Number(/^provider-(\d+)$/.exec(request.headers.authorization ?? '')?.[1]);
    if (!providerId) return null;
    return { userId: providerId, sessionId: `s${providerId}`, role: 'provider', providerId } satisfies Caller;
  });
  fastify.decorate('checksResponses', true);
  return fastify;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec(`
    CREATE TABLE test_notebooks (id serial PRIMARY KEY, provider_id integer NOT NULL);
    CREATE TABLE test_notes (id serial PRIMARY KEY, public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
                             notebook_id integer NOT NULL REFERENCES test_notebooks (id), title text NOT NULL);
  `);
  app = withFakeSessions(Fastify());
  registerOwnedEndpoint(app, renameNote, { db, owns: NOTES, by: 'note' }, async ({ owned, input }) => {
    handled.push(owned);
    await db.query('UPDATE test_notes SET title = $2 WHERE id = $1', [owned, input.title]);
    return { id: owned };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  // The database goes back to the worker's next test file, which expects the migrated tables only.
  await db.exec('DROP TABLE test_notes, test_notebooks');
  await db.close();
});

beforeEach(async () => {
  handled = [];
  await db.exec('TRUNCATE test_notes, test_notebooks RESTART IDENTITY');
});

/** A note of `providerId`'s, in a notebook of its own: its internal id and its uuid. */
async function noteOf(providerId: number): Promise<{ id: number; uuid: string }> {
  const [note] = await db.query<{ id: number; uuid: string }>(
    `WITH notebook AS (INSERT INTO test_notebooks (provider_id) VALUES ($1) RETURNING id)
     INSERT INTO test_notes (notebook_id, title) SELECT id, 'Avant' FROM notebook RETURNING id, public_id AS uuid`,
    [providerId],
  );
  if (!note) throw new Error('the note was not inserted');
  return note;
}

async function rename(note: string, asProvider: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/test-notes/${note}`,
    headers: { authorization: `provider-${asProvider}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ title: 'Après' }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const titles = async () =>
  (await db.query<{ title: string }>('SELECT title FROM test_notes ORDER BY id')).map((row) => row.title);

describe('an owned endpoint', () => {
  it('gives the handler the internal id of a row the caller owns, found through a join', async () => {
    await noteOf(2);
    const mine = await noteOf(1);
    expect(await rename(mine.uuid, 1)).toEqual({ status: 200, body: { id: mine.id } });
    expect(handled).toEqual([mine.id]);
    expect(await titles()).toEqual(['Avant', 'Après']);
  });

  it('answers another provider’s row exactly as an unknown one, 404, and never runs the handler', async () => {
    const theirs = await noteOf(2);
    const unknown = await rename(UNKNOWN_NOTE, 1);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Cette demande est introuvable.' } });
    expect(await rename(theirs.uuid, 1)).toEqual(unknown);
    expect(handled).toEqual([]);
    expect(await titles()).toEqual(['Avant']);
  });

  it('refuses a malformed segment with a 400 before any lookup', async () => {
    expect((await rename('not-a-uuid', 1)).status).toBe(400);
    expect(handled).toEqual([]);
  });
});

describe('the back-office tree', () => {
  const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-test-secret-test-secret' });

  /** Whether an app starts with the back-office tree mounting what `mount` mounts. */
  async function starts(mount: (tree: FastifyInstance) => void): Promise<boolean> {
    const tree = withFakeSessions(Fastify());
    registerHostRouting(tree, config, false);
    try {
      await tree.register(async (plugin) => {
        guardBackOfficeTree(plugin);
        mount(plugin);
      });
      await tree.ready();
      return true;
    } catch {
      return false;
    } finally {
      await tree.close();
    }
  }

  it('refuses at start-up a provider endpoint with path params mounted without an ownership declaration', async () => {
    expect(await starts((tree) => registerEndpoint(tree, renameNote, async () => ({ id: 1 })))).toBe(false);
    expect(
      await starts((tree) =>
        registerOwnedEndpoint(tree, renameNote, { db, owns: NOTES, by: 'note' }, async ({ owned }) => ({
          id: owned,
        })),
      ),
    ).toBe(true);
  });

  it('answers on its host through the guard, then the ownership check', async () => {
    const tree = withFakeSessions(Fastify());
    registerHostRouting(tree, config, false);
    await tree.register(async (plugin) => {
      guardBackOfficeTree(plugin);
      registerOwnedEndpoint(plugin, renameNote, { db, owns: NOTES, by: 'note' }, async ({ owned }) => ({
        id: owned,
      }));
    });
    const mine = await noteOf(1);
    const call = (authorization?: string) =>
      tree.inject({
        method: 'POST',
        url: `/api/test-notes/${mine.uuid}`,
        headers: {
          host: BACK_OFFICE_HOST,
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        payload: JSON.stringify({ title: 'Après' }),
      });
    try {
      expect([(await call()).statusCode, (await call('provider-2')).statusCode]).toEqual([401, 404]);
      expect((await call('provider-1')).json()).toEqual({ id: mine.id });
    } finally {
      await tree.close();
    }
  });
});
