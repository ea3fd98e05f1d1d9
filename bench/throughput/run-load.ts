import { fileURLToPath } from 'node:url';
import { loadInChild } from '../load-in-child';
import type { LoadResult, LoadSpec } from './load-spec';

const CHILD = fileURLToPath(new URL('./load-child.ts', import.meta.url));

/**
 * Runs autocannon against `spec.url` from a child process and returns what it measured; an endpoint that
 * refused or failed under load is reported as an error, since its figures would not measure it.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await loadInChild<LoadResult>(CHILD, spec, `load generator failed on ${spec.url}`);
  const { non2xx, errors, timeouts } = result.failed;
  if (non2xx + errors + timeouts > 0) {
    throw new Error(
      `${spec.url}: ${non2xx} non-2xx answers, ${errors} errors, ${timeouts} timeouts under load; ` +
        'the figures would not measure the endpoint',
    );
  }
  return result;
}
