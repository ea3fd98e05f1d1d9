/**
 * `npm test`: every layer in order, stopping at the first failure, then one summary line per layer.
 * `npm test -- --from unit` starts at a later layer. The three static checks (lint, typecheck, format) run at
 * once, each mostly on one core, their output printed as each ends. The browser layers use Debian's Chromium
 * (CHROME_PATH, else its headless shell, else /usr/bin/chromium: scripts/chromium.mjs); nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { TEST_BROWSER_PATH } from './chromium.mjs';

try {
  accessSync(TEST_BROWSER_PATH, constants.X_OK);
} catch {
  console.error(
    'Chromium not found: install it with `apt-get install chromium chromium-headless-shell` (or set CHROME_PATH).',
  );
  process.exit(1);
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;?]*[A-Za-z]`, 'g');

/** The last line of the output matching `pattern` (a global, multiline regular expression). */
function lastLine(output, pattern) {
  return output.match(pattern)?.at(-1)?.trim();
}

function allLines(output, pattern) {
  return output
    .match(pattern)
    ?.map((line) => line.trim())
    .join(' · ');
}

/**
 * Each layer: the npm script it runs, and the summary of what the script printed. Consecutive layers marked
 * `atOnce` run together.
 */
const layers = [
  {
    name: 'lint',
    script: 'lint',
    atOnce: true,
    summary: (output) => lastLine(output, /^.*\d+ problems?.*$/gm) ?? 'no problems',
  },
  {
    name: 'typecheck',
    script: 'typecheck',
    atOnce: true,
    summary: (output) => {
      const errors = output.match(/error TS\d+/g)?.length ?? 0;
      return errors === 0 ? 'no errors' : `${errors} errors`;
    },
  },
  {
    name: 'format',
    script: 'format:check',
    atOnce: true,
    summary: (output) => lastLine(output, /^.*(?:All matched files|Code style issues).*$/gm),
  },
  {
    name: 'unit',
    script: 'test:unit',
    summary: (output) => allLines(output, /^\s*(?:Test Files|Tests)\s.*$/gm),
  },
  { name: 'build', script: 'build', summary: (output) => lastLine(output, /^.*built in .*$/gm) },
  {
    name: 'elements',
    script: 'test:elements',
    summary: (output) => lastLine(output, /\d+\/\d+ test files \| \d+ passed, \d+ failed/g),
  },
  {
    name: 'e2e',
    script: 'test:e2e',
    summary: (output) => allLines(output, /^\s*\d+ (?:passed|failed|flaky|skipped)\b.*$/gm),
  },
];

/**
 * Runs an npm script and resolves with its exit code and output, echoed as it comes or, when `buffered`,
 * all at once at its end (so that scripts run together do not interleave their lines).
 */
function run(script, header, { buffered = false } = {}) {
  if (!buffered) console.log(header);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (!buffered) (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`${header}${output}`);
      resolve({ code: code ?? 1, output: output.replace(ANSI, '') });
    });
  });
}

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? 0 : layers.findIndex((layer) => layer.name === process.argv[fromIndex + 1]);
if (from === -1) {
  console.error(`--from takes one of: ${layers.map((layer) => layer.name).join(', ')}.`);
  process.exit(1);
}

/** The layers to run, in batches: consecutive `atOnce` layers together, every other layer alone. */
const batches = [];
for (const layer of layers.slice(from)) {
  const last = batches.at(-1);
  if (layer.atOnce && last?.[0].atOnce) last.push(layer);
  else batches.push([layer]);
}

const summaries = [];
let failed;
for (const batch of batches) {
  const started = performance.now();
  const results = await Promise.all(
    batch.map((layer) =>
      run(layer.script, `\n=== ${layer.name}: npm run ${layer.script}\n`, { buffered: batch.length > 1 }),
    ),
  );
  // Layers run together share one figure: their batch's.
  const seconds = `${Math.round((performance.now() - started) / 1000)} s`;
  batch.forEach((layer, index) => {
    const { code, output } = results[index];
    const summary = layer.summary(output);
    if (code === 0) {
      summaries.push(`${layer.name} (${seconds}): ${summary ?? 'ok'}`);
      return;
    }
    failed ??= layer;
    summaries.push(`${layer.name}: FAILED (exit code ${code})${summary ? ` · ${summary}` : ''}`);
  });
  if (failed) break;
}

console.log('\n=== Summary');
for (const line of summaries) console.log(line);
if (failed) {
  console.log(`Stopped at ${failed.name}; later layers did not run.`);
  process.exit(1);
}
