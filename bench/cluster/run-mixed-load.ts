import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MixedLoadSpec, MixedRouteResult } from './mixed-load-spec';

const CHILD = fileURLToPath(new URL('./mixed-load-child.ts', import.meta.url));

/**
 * Runs the mixed traffic from a child process and returns each route's figures, refusals included: the
 * report shows them rather than stopping at the first (the spec goes through the child's standard input,
 * its variants past the arguments' size limit).
 */
export function runMixedLoad(spec: MixedLoadSpec): Promise<MixedRouteResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(JSON.stringify(spec));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the mixed load generator failed (exit ${code}):\n${stderr}`));
      resolve(JSON.parse(stdout) as MixedRouteResult[]);
    });
  });
}
