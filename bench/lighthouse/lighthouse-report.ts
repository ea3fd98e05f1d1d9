import { renderTable } from '../format/table';
import { startSite } from '../pages/start-site';
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
  pages: ({ name: string; path: string } & LighthouseResult)[];
}

/** Lighthouse on the home, a listing and a profile of the French site, one page after the other. */
export async function measureLighthouse({ providers }: { providers: number }): Promise<LighthouseReport> {
  const site = await startSite({ providers });
  try {
    const pages: LighthouseReport['pages'] = [];
    for (const page of site.pages) pages.push({ ...page, ...(await runLighthouse(site.url + page.path)) });
    return { providers, pages };
  } finally {
    await site.close();
  }
}

export function renderLighthouseReport(report: LighthouseReport): string {
  const version = report.pages[0]?.lighthouseVersion ?? '?';
  const scores = renderTable(
    `Lighthouse ${version}, mobile (simulated slow 4G, 4× CPU slowdown), French site; targets: ` +
      CATEGORIES.map((category) => `${category} ≥ ${TARGETS[category]}`).join(', '),
    [
      { header: 'page', cell: (row) => `${row.name} (${row.path})` },
      ...CATEGORIES.map((category) => ({
        header: category,
        cell: (row: LighthouseReport['pages'][number]) =>
          `${row.scores[category]}${row.scores[category] < TARGETS[category] ? ' ✗' : ''}`,
        align: 'right' as const,
      })),
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
    CATEGORIES.filter((category) => page.scores[category] < TARGETS[category]).map((category) => {
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
