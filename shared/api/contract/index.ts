import * as auth from './auth';
import * as dev from './dev';
import * as reference from './reference';
import type { Endpoint } from '../endpoint';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
  );
}

/** Every endpoint of the contract, grouped as the modules are: the OpenAPI document and route checks use it. */
export const CONTRACT = {
  auth: endpointsOf(auth),
  reference: endpointsOf(reference),
  dev: endpointsOf(dev),
} as const;
