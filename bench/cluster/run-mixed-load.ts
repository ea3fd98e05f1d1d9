import { fileURLToPath } from 'node:url';
import { loadInChild } from '../load-in-child';
import type { MixedLoadSpec, MixedRouteResult } from './mixed-load-spec';

const CHILD = fileURLToPath(new URL('./mixed-load-child.ts', import.meta.url));

/** Runs the mixed traffic from a child process and returns each route's figures, refusals included. */
export function runMixedLoad(spec: MixedLoadSpec): Promise<MixedRouteResult[]> {
  return loadInChild<MixedRouteResult[]>(CHILD, spec, 'the mixed load generator failed');
}
