import * as account from './account';
import * as auth from './auth';
import * as backOffice from './back-office';
import * as dev from './dev';
import * as directory from './directory';
import * as locality from './locality';
import * as openApi from './openapi';
import * as projectDrafts from './project-drafts';
import * as projectView from './project-view';
import * as projects from './projects';
import * as providers from './providers';
import * as reference from './reference';
import * as session from './session';
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
  session: endpointsOf(session),
  account: endpointsOf(account),
  reference: endpointsOf(reference),
  projects: endpointsOf(projects),
  projectView: endpointsOf(projectView),
  projectDrafts: endpointsOf(projectDrafts),
  providers: endpointsOf(providers),
  locality: endpointsOf(locality),
  directory: endpointsOf(directory),
  backOffice: endpointsOf(backOffice),
  dev: endpointsOf(dev),
  openApi: endpointsOf(openApi),
} as const;
