import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { outboxMailTransport } from '../mail/outbox-mail-transport';
import type { MailTransport } from '../mail/mail-transport';
import { outboxTransport } from '../sms/outbox-transport';
import type { SmsTransport } from '../sms/sms-transport';
import { openTestDatabase, resetDatabase } from './test-database';

/** A clock the test moves by hand: time rules are tested without waiting. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-06-01T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    sms?: (db: Database, clock: Clock) => SmsTransport;
    mail?: (db: Database, clock: Clock) => MailTransport;
    /** `when-asked` by default: a test delivers the queued emails with `app.mailWorker` when it means to. */
    mailDelivery?: AppDependencies['mailDelivery'];
    db?: Database;
    logger?: AppDependencies['logger'];
    images?: AppDependencies['images'];
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await openTestDatabase());
  const clock = new ManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: 'test-secret-test-secret-test-secret',
    ...options.env,
  });
  const sms = (options.sms ?? outboxTransport)(db, clock);
  const mail = (options.mail ?? outboxMailTransport)(db, clock);
  const app = await buildApp({
    config,
    db,
    sms,
    mail,
    mailDelivery: options.mailDelivery ?? 'when-asked',
    clock,
    logger: options.logger,
    images: options.images,
  });
  return {
    app,
    db,
    clock,
    config,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

/** `app.inject` with a JSON body and the answer parsed. */
export async function callJson(app: FastifyInstance, options: InjectOptions & { json?: unknown }) {
  const { json, ...rest } = options;
  const response = await app.inject({
    ...rest,
    ...(json === undefined
      ? {}
      : { payload: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }),
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown>,
    headers: response.headers,
    cookies: response.cookies,
  };
}

/**
 * The usual frame of a server test file: one database for the file, emptied before each test (then given
 * `prepare`), and a fresh app on it. Registers the vitest hooks and returns the running test's app, db and clock.
 */
export function freshAppForEachTest(
  prepare?: (db: Database) => Promise<void>,
  /** The app's settings beyond the tests' defaults, read as each test starts (a fake server's address). */
  env?: () => NodeJS.ProcessEnv,
): Omit<TestApp, 'close'> {
  let db: Database | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());
  beforeEach(async () => {
    if (!db) throw new Error('the test database did not open');
    await resetDatabase(db);
    await prepare?.(db);
    current = await startTestApp({ db, env: env?.() });
  });
  afterEach(() => current?.close());
  return runningApp(() => current, 'freshAppForEachTest');
}

/**
 * One app for the whole test file, on a database `prepare` fills once: for suites that only read, whose
 * data costs seconds to make (the real gazetteer).
 */
export function oneAppForFile(prepare: (db: Database) => Promise<void>): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    const db = await openTestDatabase();
    await prepare(db);
    current = await startTestApp({ db });
  }, 120_000);
  afterAll(async () => {
    await current?.close();
    await current?.db.close();
  });
  return runningApp(() => current, 'oneAppForFile');
}

/** The app of the running test, read through getters: the helpers start it in a hook, after the file is read. */
function runningApp(current: () => TestApp | undefined, helper: string): Omit<TestApp, 'close'> {
  const running = () => {
    const app = current();
    if (!app) throw new Error(`${helper}: read it inside a test or a hook`);
    return app;
  };
  return {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get clock() {
      return running().clock;
    },
    get config() {
      return running().config;
    },
  };
}
