import * as account from './account';
import * as auth from './auth';
import { BACK_OFFICE_AREAS, type BackOfficeAreaName } from './back-office';
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
  ...(Object.fromEntries(
    Object.entries(BACK_OFFICE_AREAS).map(([area, { endpoints }]) => [area, endpointsOf(endpoints)]),
  ) as Record<BackOfficeAreaName, Endpoint[]>),
  dev: endpointsOf(dev),
  openApi: endpointsOf(openApi),
} as const;

/**
 * What the OpenAPI document describes: every area but the development outboxes, which only a staging server
 * with their secret answers and no integrator calls.
 */
export const PUBLISHED_CONTRACT = (({ dev: _developmentOnly, ...published }) => published)(CONTRACT);

/** Each published area's description, the document's tags. */
export const AREA_DESCRIPTIONS: Record<keyof typeof PUBLISHED_CONTRACT, string> = {
  auth: 'Phone sign-in: an SMS code, its check, then the account of that phone or a new one.',
  session: 'The signed-in user, refreshing the token pair and signing out.',
  account: 'The couple’s profile and the confirmation of a new email address.',
  reference: 'Reference lists: event types, languages, service types, budget and guest ranges, planners.',
  projects: 'The couple’s wedding projects: create, list, edit, close.',
  projectView: 'One project with the planners it was sent to.',
  projectDrafts: 'The project being written in the wizard, kept between visits.',
  providers: 'Planners suggested for a project, chosen and contacted.',
  locality: 'City suggestions for the address fields.',
  directory: 'The public directory of planners: search, filters, favorites, profile views.',
  providerSignIn:
    'A planner’s back-office (its own host): opening an account, signing in, resetting a password.',
  providerAccount:
    'A planner’s back-office (its own host): the signed-in planner, their account and onboarding.',
  eventRequests: 'A planner’s back-office (its own host): the requests couples sent it.',
  socialNetworks: 'A planner’s back-office (its own host): the social networks its profile links to.',
  photos: BACK_OFFICE_AREAS.photos.description,
  openApi: 'This document.',
};
