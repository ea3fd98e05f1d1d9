import { renderTable } from '../format/table';
import { pageUrl, startSite, type SitePage } from '../pages/start-site';
import {
  CATEGORIES,
  DELIVERY_AUDITS,
  runLighthouse,
  type Category,
  type LighthouseResult,
} from './run-lighthouse';

/** The targets of issue 11: below one, the report lists the category's audits that did not pass. */
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export interface LighthouseReport {
  providers: number;
  /** Runs per page; each page's figures are its median run's. */
  runs: number;
  pages: (SitePage & { performanceRuns: number[] } & LighthouseResult)[];
}

/**
 * The run whose performance score is the median of the runs'. One run's timings (the blocking time above all)
 * vary by a factor of two or more between identical runs on a busy or shared machine, as Lighthouse's own
 * documentation warns: its advice is the median of five.
 */
export function medianRun<Run extends { scores: Record<Category, number> }>(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to take the median of');
  return median;
}

/** Lighthouse on the pages a visitor meets first (startSite), `runs` times each, page after page. */
export async function measureLighthouse({
  providers,
  lighthouseRuns: runs,
}: {
  providers: number;
  lighthouseRuns: number;
}): Promise<LighthouseReport> {
  const site = await startSite({ providers });
  try {
    const pages: LighthouseReport['pages'] = [];
    for (const page of site.pages) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await runLighthouse(pageUrl(site, page)));
      const performanceRuns = results.map((result) => result.scores.performance);
      pages.push({ ...page, ...medianRun(results), performanceRuns });
    }
    return { providers, runs, pages };
  } finally {
    await site.close();
  }
}

/**
 * Whether `page` falls below its target in `category`. The project site's pages have no SEO target: they ask
 * search engines not to index them (a couple's projects are theirs), which Lighthouse's SEO score counts against.
 */
function belowTarget(page: LighthouseReport['pages'][number], category: Category): boolean {
  if (category === 'seo' && page.projectSite) return false;
  return page.scores[category] < TARGETS[category];
}

export function renderLighthouseReport(report: LighthouseReport): string {
  const version = report.pages[0]?.lighthouseVersion ?? '?';
  const scores = renderTable(
    `Lighthouse ${version}, mobile (simulated slow 4G, 4× CPU slowdown), French site, median of ` +
      `${report.runs} run(s) per page; targets: ` +
      CATEGORIES.map((category) => `${category} ≥ ${TARGETS[category]}`).join(', ') +
      ' (seo on the public sites: the project site is not indexed)',
    [
      { header: 'page', cell: (row) => `${row.name} (${row.path})` },
      ...CATEGORIES.map((category) => ({
        header: category,
        cell: (row: LighthouseReport['pages'][number]) =>
          `${row.scores[category]}${belowTarget(row, category) ? ' ✗' : ''}`,
        align: 'right' as const,
      })),
      {
        header: 'performance of each run',
        cell: (row) => row.performanceRuns.join(' '),
      },
    ],
    report.pages,
  );
  const delivery = renderTable(
    'Delivery audits (score out of 100, n/a when it did not apply; what Lighthouse estimates)',
    [
      { header: 'page', cell: (row) => row.name },
      ...DELIVERY_AUDITS.map((id) => ({
        header: id,
        cell: (row: LighthouseReport['pages'][number]) => {
          const { score, displayValue } = row.delivery[id];
          return `${score ?? 'n/a'}${displayValue ? ` (${displayValue})` : ''}`;
        },
      })),
    ],
    report.pages,
  );
  const failing = report.pages.flatMap((page) =>
    CATEGORIES.filter((category) => belowTarget(page, category)).map((category) => {
      const audits = page.failing[category].flatMap((audit) => [
        `    ${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}` +
          (audit.displayValue ? ` — ${audit.displayValue}` : ''),
        ...audit.items.map((item) => `      ${item.replace(/\s+/g, ' ').slice(0, 160)}`),
      ]);
      return [`  ${page.name}, ${category} ${page.scores[category]}:`, ...audits].join('\n');
    }),
  );
  return failing.length > 0
    ? `${scores}\n\n${delivery}\n\nAudits that did not pass, below a target:\n${failing.join('\n')}`
    : `${scores}\n\n${delivery}`;
}
