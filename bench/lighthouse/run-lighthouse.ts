import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** The four categories of a Lighthouse report, as its JSON names them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
  /** Lighthouse's own figure for it ("Potential savings of 120 KiB"), when it gives one. */
  displayValue?: string;
  score: number;
  /** What it found, as Lighthouse lists it (a console error's text, a resource's address), the first few. */
  items: string[];
}

/**
 * The audits of how answers and assets travel (compression, caching, what blocks the first render), shown for
 * every page whatever its scores: they are the ones the server's delivery settles.
 */
export const DELIVERY_AUDITS = [
  'uses-text-compression',
  'document-latency-insight',
  'uses-long-cache-ttl',
  'cache-insight',
  'render-blocking-insight',
] as const;
export type DeliveryAudit = (typeof DELIVERY_AUDITS)[number];

export interface AuditOutcome {
  /** 0–100, or null when the audit did not apply. */
  score: number | null;
  displayValue?: string;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Per category, its audits that did not pass, worst first. */
  failing: Record<Category, FailingAudit[]>;
  delivery: Record<DeliveryAudit, AuditOutcome>;
}

/** The parts of Lighthouse's JSON report (LHR) read here. */
interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      /** `items` is a list of rows for most audits, something else for the insights. */
      details?: { items?: unknown };
    }
  >;
}

const run = promisify(execFile);
const LIGHTHOUSE_CLI = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);
/** How many of a failing audit's items the report names. */
const ITEMS_SHOWN = 3;
/** Audits that score: pass/fail ones, timings, and the opportunities (`metricSavings`: compression, caching). */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/** An LHR is a few megabytes of JSON (screenshots, traces' summaries). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;

/** Lighthouse's word for a trace it could not read, after which it asks to be run again. */
const TRACE_NOT_RECORDED = 'NO_NAVSTART';
/** Runs of one page before a trace Lighthouse could not read fails the bench. */
const TRACE_TRIES = 3;

/** Lighthouse's JSON report of `url`, run again when Chromium's trace came without its navigation's start. */
async function lighthouseReport(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(
        process.execPath,
        [
          LIGHTHOUSE_CLI,
          url,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--only-categories=${CATEGORIES.join(',')}`,
          '--chrome-flags=--headless --no-sandbox --disable-gpu',
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: MAX_REPORT_BYTES },
      );
      return stdout;
    } catch (error) {
      const stderr = (error as { stderr?: unknown }).stderr;
      if (attempt >= TRACE_TRIES || typeof stderr !== 'string' || !stderr.includes(TRACE_NOT_RECORDED))
        throw error;
    }
  }
}

/**
 * Lighthouse 12's command line (the last major version that runs on Node 20) on Debian's Chromium, mobile
 * form factor (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU), one fresh browser per
 * page. Scores in the performance category are timings on this machine: compare them within one run.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const stdout = await lighthouseReport(url);
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) {
    throw new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const scores = {} as Record<Category, number>;
  const failing = {} as Record<Category, FailingAudit[]>;
  for (const category of CATEGORIES) {
    scores[category] = Math.round((report.categories[category].score ?? 0) * 100);
    failing[category] = report.categories[category].auditRefs
      .flatMap(({ id }) => {
        const audit = report.audits[id];
        // Informative, manual and not-applicable audits have no score to fail.
        if (!audit || audit.score === null || audit.score >= 1) return [];
        if (!SCORED_MODES.has(audit.scoreDisplayMode)) return [];
        const rows = audit.details?.items;
        const items = (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [])
          .map((row) => row.description ?? row.url ?? row.source)
          .filter((text): text is string => typeof text === 'string')
          .slice(0, ITEMS_SHOWN);
        return [
          {
            id,
            title: audit.title,
            score: audit.score,
            items,
            ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          },
        ];
      })
      .sort((a, b) => a.score - b.score);
  }
  const delivery = Object.fromEntries(
    DELIVERY_AUDITS.map((id) => {
      const audit = report.audits[id];
      const score = audit?.score ?? null;
      return [
        id,
        {
          score: score === null ? null : Math.round(score * 100),
          ...(audit?.displayValue ? { displayValue: audit.displayValue } : {}),
        },
      ];
    }),
  ) as Record<DeliveryAudit, AuditOutcome>;
  return { lighthouseVersion: report.lighthouseVersion, scores, failing, delivery };
}
