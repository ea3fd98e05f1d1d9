import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { renderTable } from '../format/table';
import { formatMs, formatRate, formatRatio } from '../format/units';
import type { LoadResult } from './load-spec';
import { measureUpload, type UploadTarget } from './measure-upload';
import { runLoad } from './run-load';
import { startServers, type Target } from './start-servers';

export interface LoadSettings {
  /** Demo providers seeded before measuring. */
  providers: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Each round measures every target once, in order; the report keeps the median of the rounds. */
  rounds: number;
  /** Only the targets whose label contains one of these, beside the baseline; every target when empty. */
  targets: readonly string[];
}

/** Whether the settings' `targets` select the endpoint labelled `label`. */
function isSelected(label: string, wanted: readonly string[]): boolean {
  return wanted.length === 0 || wanted.some((part) => label.includes(part));
}

export interface ThroughputRow {
  label: string;
  url: string;
  answerBytes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rounds: LoadResult[];
}

export interface ThroughputReport {
  database: string;
  providers: number;
  generator: string;
  settings: LoadSettings;
  rows: ThroughputRow[];
}

const autocannonVersion = (createRequire(import.meta.url)('autocannon/package.json') as { version: string })
  .version;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * One plain request first: a target that does not answer 200 is reported, not measured. The bytes are the
 * body as sent (node:http does not decode a compressed answer, unlike fetch).
 */
function answerBytes(target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      target.url,
      { method: target.method ?? 'GET', headers: target.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode !== 200) {
            reject(new Error(`${target.label}: ${response.statusCode} ${body.toString()}`));
          } else resolve(body.byteLength);
        });
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}

/** Uploads timed per round: a 12-megapixel photo takes a few hundred milliseconds. */
const UPLOADS_PER_ROUND = 10;

/**
 * Leads an unlock's measurement may use, each unlocked once: more than its seconds of load could unlock at
 * this many a second, so that no request of the measure is a repeat (which debits nothing).
 */
const UNLOCKS_PER_SECOND_CEILING = 4_000;

/** The upload's row: UPLOADS_PER_ROUND photos a round, the medians of the rounds. */
async function measureUploads(upload: UploadTarget, rounds: number): Promise<ThroughputRow> {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    results.push(await measureUpload(upload, UPLOADS_PER_ROUND));
  }
  return {
    label: upload.label,
    url: upload.url,
    answerBytes: results[0]?.answerBytes ?? 0,
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50Ms: median(results.map((result) => result.p50Ms)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    rounds: results,
  };
}

export async function measureThroughput(settings: LoadSettings): Promise<ThroughputReport> {
  const servers = await startServers({
    providers: settings.providers,
    unlockableLeads:
      UNLOCKS_PER_SECOND_CEILING * settings.rounds * (settings.durationSeconds + settings.warmupSeconds),
  });
  try {
    // The baseline, first, always: every figure is read as a ratio to it.
    const targets = servers.targets.filter(
      (target, index) => index === 0 || isSelected(target.label, settings.targets),
    );
    const sizes = await Promise.all(targets.map(answerBytes));
    const results = targets.map((): LoadResult[] => []);
    for (let round = 0; round < settings.rounds; round++) {
      for (const [index, target] of targets.entries()) {
        results[index]?.push(
          await runLoad({
            url: target.url,
            ...(target.method === undefined ? {} : { method: target.method }),
            ...(target.body === undefined ? {} : { body: target.body }),
            headers: target.headers,
            ...(target.distinctClients ? { distinctClients: true } : {}),
            ...(target.bodies === undefined ? {} : { bodies: target.bodies }),
            ...(target.paths === undefined ? {} : { paths: target.paths }),
            connections: settings.connections,
            durationSeconds: settings.durationSeconds,
            warmupSeconds: settings.warmupSeconds,
          }),
        );
      }
    }
    // Uploads write and decode: timed after the load, alone, so that neither weighs on the other's figures.
    const uploadRows = isSelected(servers.upload.label, settings.targets)
      ? [await measureUploads(servers.upload, settings.rounds)]
      : [];
    return {
      database:
        servers.database === 'pglite' ? 'PGlite in memory' : 'PostgreSQL (DATABASE_URL, fresh schema)',
      providers: servers.providers,
      generator: `autocannon ${autocannonVersion} in a child process`,
      settings,
      rows: [
        ...targets.map((target, index) => {
          const rounds = results[index] ?? [];
          return {
            label: target.label,
            url: target.url,
            answerBytes: sizes[index] ?? 0,
            requestsPerSecond: median(rounds.map((result) => result.requestsPerSecond)),
            p50Ms: median(rounds.map((result) => result.p50Ms)),
            p99Ms: median(rounds.map((result) => result.p99Ms)),
            rounds,
          };
        }),
        ...uploadRows,
      ],
    };
  } finally {
    await servers.close();
  }
}

export function renderThroughputReport(report: ThroughputReport): string {
  const { connections, durationSeconds, warmupSeconds, rounds } = report.settings;
  const [baseline] = report.rows;
  if (!baseline) return 'No server figures.';
  return renderTable(
    `Server throughput on 127.0.0.1 — ${report.database}, ${report.providers.toLocaleString('en-US')} ` +
      `providers; ${report.generator}, ` +
      `${connections} connections, ${durationSeconds} s per endpoint after ${warmupSeconds} s warm-up` +
      (rounds > 1 ? `, median of ${rounds} rounds` : ''),
    [
      { header: 'endpoint', cell: (row) => row.label },
      { header: 'answer', cell: (row) => `${row.answerBytes} B`, align: 'right' },
      { header: 'req/s', cell: (row) => formatRate(row.requestsPerSecond), align: 'right' },
      {
        header: '÷ hello-world',
        cell: (row) => formatRatio(row.requestsPerSecond, baseline.requestsPerSecond),
        align: 'right',
      },
      { header: 'p50', cell: (row) => formatMs(row.p50Ms), align: 'right' },
      { header: 'p99', cell: (row) => formatMs(row.p99Ms), align: 'right' },
      { header: '÷ hello-world', cell: (row) => formatRatio(row.p99Ms, baseline.p99Ms), align: 'right' },
    ],
    report.rows,
  );
}
