/**
 * `npm run bench`: the sizes of the built widgets, the server's throughput, what each page downloads in
 * Chromium and Lighthouse's scores, printed as tables of figures and ratios measured side by side in one run
 * (see USAGE for the options). Tests never time anything; this does.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAILURE_SCREEN_TEXTS } from '@shared/i18n/element-texts';
import { ISLAND_TEXTS } from '@shared/islands/island-texts';
import { ELEMENT_MANIFESTS } from '@widgets/manifests';
import { parseBenchOptions, USAGE } from './bench-options';
import { measureCluster, renderClusterReport, type ClusterReport } from './cluster/measure-cluster';
import {
  measureLighthouse,
  renderLighthouseReport,
  type LighthouseReport,
} from './lighthouse/lighthouse-report';
import { measurePages, renderPagesReport, type PagesReport } from './pages/measure-pages';
import { FLOW_TEXTS } from '../widgets/contact-widget/flow-code/flow-texts';
import { buildAssets } from './sizes/build-assets';
import { measureSizes, renderSizeReport, type SizeReport } from './sizes/size-report';
import {
  measureThroughput,
  renderThroughputReport,
  type ThroughputReport,
} from './throughput/measure-throughput';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const options = (() => {
  try {
    return parseBenchOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
})();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
console.log(`Bench — ${new Date().toISOString()} — ${machine}\n`);

// Every part but the throughput serves or measures the built assets.
if (options.build && (options.sizes || options.pages || options.lighthouse)) {
  const started = performance.now();
  await buildAssets(ROOT);
  console.log(`vite build: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

let sizes: SizeReport | undefined;
if (options.sizes) {
  const declarations = {
    elements: Object.fromEntries(
      ELEMENT_MANIFESTS.map((manifest) => [manifest.tag.slice(3), manifest.texts]),
    ),
    islands: ISLAND_TEXTS,
    failureScreen: FAILURE_SCREEN_TEXTS,
    contactWidgetFlow: FLOW_TEXTS,
  };
  sizes = await measureSizes(join(ROOT, 'dist'), declarations, join(ROOT, 'demo-pages'));
  console.log(`${renderSizeReport(sizes)}\n`);
}

let throughput: ThroughputReport | undefined;
if (options.server) {
  throughput = await measureThroughput(options);
  console.log(`${renderThroughputReport(throughput)}\n`);
}

let pages: PagesReport | undefined;
if (options.pages) {
  pages = await measurePages(options);
  console.log(`${renderPagesReport(pages)}\n`);
}

let lighthouse: LighthouseReport | undefined;
if (options.lighthouse) {
  lighthouse = await measureLighthouse(options);
  console.log(`${renderLighthouseReport(lighthouse)}\n`);
}

let cluster: ClusterReport | undefined;
if (options.cluster) {
  cluster = await measureCluster(options);
  console.log(`${renderClusterReport(cluster)}\n`);
}

if (options.json) {
  const file = join(ROOT, 'test-results', 'bench.json');
  await mkdir(join(ROOT, 'test-results'), { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ date: new Date(), machine, sizes, throughput, pages, lighthouse, cluster }, null, 2)}\n`,
  );
  console.log(`Figures written to ${file}`);
}
