import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load-spec';

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/**
 * Runs autocannon against `spec.url` from a child process and returns what it measured. The spec goes
 * through the child's standard input: an unlock's thousands of paths pass the arguments' size limit.
 */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(JSON.stringify(spec));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(`load generator failed (exit ${code}) on ${spec.url}:\n${stderr}`));
      const result = JSON.parse(stdout) as LoadResult;
      const { non2xx, errors, timeouts } = result.failed;
      if (non2xx + errors + timeouts > 0) {
        return reject(
          new Error(
            `${spec.url}: ${non2xx} non-2xx answers, ${errors} errors, ${timeouts} timeouts under load; ` +
              'the figures would not measure the endpoint',
          ),
        );
      }
      resolve(result);
    });
  });
}
