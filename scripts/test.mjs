/**
 * `npm test`: every layer in order, stopping at the first failure, then one summary line per layer.
 * `npm test -- --from unit` starts at a later layer. The browser layers use Debian's Chromium (CHROME_PATH,
 * else /usr/bin/chromium); nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const chromium = CHROMIUM_PATH;
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error('Chromium not found: install it with `apt-get install chromium` (or set CHROME_PATH).');
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

/** Each layer: the npm script it runs, and the summary of what the script printed. */
const layers = [
  {
    name: 'lint',
    script: 'lint',
    summary: (output) => lastLine(output, /^.*\d+ problems?.*$/gm) ?? 'no problems',
  },
  {
    name: 'typecheck',
    script: 'typecheck',
    summary: (output) => {
      const errors = output.match(/error TS\d+/g)?.length ?? 0;
      return errors === 0 ? 'no errors' : `${errors} errors`;
    },
  },
  {
    name: 'format',
    script: 'format:check',
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

/** Runs an npm script, echoing its output, and resolves with its exit code and output. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.replace(ANSI, '') }));
  });
}

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? 0 : layers.findIndex((layer) => layer.name === process.argv[fromIndex + 1]);
if (from === -1) {
  console.error(`--from takes one of: ${layers.map((layer) => layer.name).join(', ')}.`);
  process.exit(1);
}

const summaries = [];
let failed;
for (const layer of layers.slice(from)) {
  console.log(`\n=== ${layer.name}: npm run ${layer.script}\n`);
  const { code, output } = await run(layer.script);
  if (code !== 0) {
    failed = layer;
    const summary = layer.summary(output);
    summaries.push(`${layer.name}: FAILED (exit code ${code})${summary ? ` · ${summary}` : ''}`);
    break;
  }
  summaries.push(`${layer.name}: ${layer.summary(output) ?? 'ok'}`);
}

console.log('\n=== Summary');
for (const line of summaries) console.log(line);
if (failed) {
  console.log(`Stopped at ${failed.name}; later layers did not run.`);
  process.exit(1);
}
