import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { httpClient, type HttpClient } from './http-client';
import { startLocalS3, type LocalS3 } from './local-s3';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server';
import { startRedisProcess, type RedisProcess } from './redis-process';
import {
  CLIENT_ADDRESS_HEADER,
  startRoundRobinProxy,
  TARGET_HEADER,
  type RoundRobinProxy,
} from './round-robin-proxy';
import { startServerProcess, type ServerProcess } from './server-process';

/** A start on a new schema migrates it and imports the gazetteer: half a minute on a busy machine. */
const NEW_DATABASE_READY_MS = 150_000;

export interface ClusterOptions {
  /** The PostgreSQL the instances share, naming a schema of their own (`freshPostgresUrl`), migrated or not. */
  databaseUrl: string;
  /** How many server processes (2 by default). */
  instances?: number;
  /** Whether the instances send their emails to an SMTP server of the cluster's own (else to the outbox). */
  smtp?: boolean;
  /** More of every instance's environment (SEED_PROVIDERS, SMS_BUDGET_PER_HOUR…). */
  env?: Record<string, string>;
}

/**
 * Production's shape on one machine: server processes on one PostgreSQL schema, one Redis, one S3-compatible
 * bucket (and one SMTP server when asked for), each with a data folder of its own, behind a load balancer.
 */
export interface Cluster {
  readonly instances: readonly ServerProcess[];
  readonly proxy: RoundRobinProxy;
  readonly redis: RedisProcess;
  readonly s3: LocalS3;
  readonly smtp: LocalSmtpServer | undefined;
  /** The test's own connection to the instances' schema, to arrange and to check what they wrote. */
  readonly db: Database;
  /** The key every instance signs its tokens with: one, or a token from one would be refused by the other. */
  readonly tokenSecret: Uint8Array;
  /**
   * A client whose requests go through the proxy to instance `index`, as a client at `clientAddress` (the
   * address the proxy says it saw: each test counts as a client of its own in the per-address limits).
   */
  through(index: number, clientAddress?: string): HttpClient;
  close(): Promise<void>;
}

/**
 * Starts the cluster's services, then its server processes at once, as a deployment starting several
 * instances on a new database does (they migrate it together), and resolves once every instance is ready.
 */
export async function startCluster({
  databaseUrl,
  instances = 2,
  smtp: withSmtp = false,
  env = {},
}: ClusterOptions): Promise<Cluster> {
  const closing: (() => Promise<unknown>)[] = [];
  const closeAll = async () => {
    for (const close of closing.splice(0).reverse()) await close();
  };
  try {
    const redis = await startRedisProcess();
    closing.push(() => redis.stop());
    const s3 = await startLocalS3();
    closing.push(() => s3.close());
    const smtp = withSmtp ? await startLocalSmtpServer() : undefined;
    if (smtp) closing.push(() => smtp.close());
    const tokenSecret = randomBytes(32).toString('hex');
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      IMAGES_S3_BUCKET: s3.settings.bucket,
      IMAGES_S3_REGION: s3.settings.region,
      IMAGES_S3_ENDPOINT: s3.settings.endpoint,
      IMAGES_S3_FORCE_PATH_STYLE: 'true',
      IMAGES_S3_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId,
      IMAGES_S3_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey,
      ...(smtp ? { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'noreply@example.com' } : {}),
      // What instances behind one load balancer must share, or a token or signed event of one fails on another.
      TOKEN_SECRET: tokenSecret,
      PAYMENTS_SANDBOX_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      ...env,
    };
    const dataDirs = await Promise.all(
      Array.from({ length: instances }, () => mkdtemp(join(tmpdir(), 'pp-instance-'))),
    );
    closing.push(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));
    const started = await Promise.allSettled(
      dataDirs.map((dataDir) =>
        startServerProcess({ env: { ...shared, DATA_DIR: dataDir }, readyTimeoutMs: NEW_DATABASE_READY_MS }),
      ),
    );
    const servers = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    closing.push(() => Promise.all(servers.map((server) => server.stop())));
    const failed = started.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    closing.push(() => proxy.close());
    const db = await openDatabase({ databaseUrl });
    closing.push(() => db.close());
    return {
      instances: servers,
      proxy,
      redis,
      s3,
      smtp,
      db,
      tokenSecret: new TextEncoder().encode(tokenSecret),
      through: (index, clientAddress) =>
        httpClient(proxy.url, {
          [TARGET_HEADER]: String(index),
          ...(clientAddress ? { [CLIENT_ADDRESS_HEADER]: clientAddress } : {}),
        }),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
