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
}

export interface LighthouseResult {
  lighthouseVersion: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Per category, its audits that did not pass, worst first. */
  failing: Record<Category, FailingAudit[]>;
}

/** The parts of Lighthouse's JSON report (LHR) read here. */
interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >;
}

const run = promisify(execFile);
const LIGHTHOUSE_CLI = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);
/** An LHR is a few megabytes of JSON (screenshots, traces' summaries). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;

/**
 * Lighthouse 12's command line (the last major version that runs on Node 20) on Debian's Chromium, mobile
 * form factor (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU), one fresh browser per
 * page. Scores in the performance category are timings on this machine: compare them within one run.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
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
        if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') return [];
        return [
          {
            id,
            title: audit.title,
            score: audit.score,
            ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          },
        ];
      })
      .sort((a, b) => a.score - b.score);
  }
  return { lighthouseVersion: report.lighthouseVersion, scores, failing };
}
