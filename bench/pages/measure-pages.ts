import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.mjs';
import { renderTable } from '../format/table';
import { formatBytes, formatRatio } from '../format/units';
import { loadPage, type PageWeight } from './load-page';
import { PAGES_BASELINE } from './pages-baseline';
import { pageUrl, startSite } from './start-site';

export interface PageWeightRow extends PageWeight {
  name: string;
  path: string;
}

export interface PagesReport {
  providers: number;
  rows: PageWeightRow[];
}

/** Each page loaded once in Debian's Chromium, on the French site of a freshly seeded server. */
export async function measurePages({ providers }: { providers: number }): Promise<PagesReport> {
  const site = await startSite({ providers });
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const rows: PageWeightRow[] = [];
      for (const page of site.pages)
        rows.push({ ...page, ...(await loadPage(browser, pageUrl(site, page))) });
      return { providers, rows };
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
}

export function renderPagesReport(report: PagesReport): string {
  const commit = PAGES_BASELINE.commit.slice(0, 7);
  const baseline: Partial<Record<string, PageWeight>> = PAGES_BASELINE.pages;
  const before = (row: PageWeightRow) => baseline[row.name];
  const bytes = (value: number | undefined) => (value === undefined ? 'n/a' : formatBytes(value));
  const ratio = (value: number, reference: number | undefined) =>
    reference === undefined ? 'n/a' : formatRatio(value, reference);
  return renderTable(
    `What a page downloads in Chromium (1280 × 800, empty cache, scrolled to the bottom until the network is quiet; ` +
      `French site, ${report.providers.toLocaleString('en-US')} providers). Transferred: bytes on the wire, ` +
      `headers included; uncompressed: the bodies decoded. Before: main at ${commit}, without compression`,
    [
      { header: 'page', cell: (row) => `${row.name} (${row.path})` },
      { header: 'requests before', cell: (row) => String(before(row)?.requests ?? 'n/a'), align: 'right' },
      { header: 'requests', cell: (row) => String(row.requests), align: 'right' },
      { header: 'transferred before', cell: (row) => bytes(before(row)?.transferred), align: 'right' },
      { header: 'transferred', cell: (row) => formatBytes(row.transferred), align: 'right' },
      { header: '÷ before', cell: (row) => ratio(row.transferred, before(row)?.transferred), align: 'right' },
      { header: 'uncompressed before', cell: (row) => bytes(before(row)?.uncompressed), align: 'right' },
      { header: 'uncompressed', cell: (row) => formatBytes(row.uncompressed), align: 'right' },
      {
        header: 'transferred ÷ uncompressed',
        cell: (row) => formatRatio(row.transferred, row.uncompressed),
        align: 'right',
      },
    ],
    report.rows,
  );
}
