import type { FastifyInstance } from 'fastify';
import { AREA_DESCRIPTIONS, PUBLISHED_CONTRACT } from '@shared/api/contract';
import * as openApiApi from '@shared/api/contract/openapi';
import type { EndpointHost } from '@shared/api/endpoint';
import { registerAccountRoutes } from '../auth/account-routes';
import { registerAuthRoutes } from '../auth/auth-routes';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DirectoryAreas } from '../directory/areas';
import { registerDirectoryRoutes } from '../directory/directory-routes';
import type { ListingCounts } from '../directory/listing-counts';
import { registerEventRequestRoutes } from '../event-requests/event-request-routes';
import type { Clock } from '../http/clock';
import { mountsEndpointsFor } from '../http/host-routing';
import { registerEndpoint } from '../http/register-endpoint';
import { resolveHost } from '../hosts';
import { registerLocalityRoutes } from '../locality/locality-routes';
import { registerImageViewRoutes } from '../media/image-view-routes';
import { openApiDocument } from '../openapi/openapi-document';
import { registerProjectDraftRoutes } from '../projects/project-draft-routes';
import { registerProjectRoutes } from '../projects/project-routes';
import { registerProviderRoutes } from '../providers/provider-routes';
import { registerReferenceRoutes } from '../reference/reference-routes';
import type { SiteUrls } from '../pages/seo/public-site';
import type { SmsTransport } from '../sms/sms-transport';

const documents = new Map<EndpointHost | undefined, ReturnType<typeof openApiDocument>>();

/** A host's OpenAPI document, made the first time it is asked for: the same for every app of the process. */
function documentFor(host: EndpointHost | undefined) {
  let document = documents.get(host);
  if (!document) {
    document = openApiDocument(PUBLISHED_CONTRACT, AREA_DESCRIPTIONS, host);
    documents.set(host, document);
  }
  return document;
}

export interface ApiDependencies {
  config: Config;
  db: Database;
  sms: SmsTransport;
  /** Tells the mail worker an email was queued and committed. */
  wakeMailWorker: () => void;
  clock: Clock;
  urls: SiteUrls;
  areas: DirectoryAreas;
  listingCounts: ListingCounts;
}

/**
 * Every endpoint of the contract that every host answers, each mounted by `registerEndpoint`, and the OpenAPI
 * document of the API the host it is read from answers. The elements call it from the country sites' pages,
 * the project site and the back-office alike; the back-office's own API is its tree (backOfficeApiPlugin).
 */
export function apiPlugin({
  config,
  db,
  sms,
  wakeMailWorker,
  clock,
  urls,
  areas,
  listingCounts,
}: ApiDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    mountsEndpointsFor(app, undefined);
    registerEndpoint(app, openApiApi.openApiDocument, async ({ request }) =>
      documentFor(resolveHost(config, request.hostname).kind === 'backOffice' ? 'backOffice' : undefined),
    );
    registerAuthRoutes(app, { config, db, sms, clock, tokenSecret: config.tokenSecret });
    registerAccountRoutes(app, { db, clock, wakeMailWorker, projectUrl: urls.project });
    registerReferenceRoutes(app, { db, clock });
    registerLocalityRoutes(app, db);
    registerProjectRoutes(app, { db, clock });
    registerProjectDraftRoutes(app, { db, clock });
    registerEventRequestRoutes(app, { db, clock, urls, wakeMailWorker });
    registerProviderRoutes(app, { db, clock });
    registerDirectoryRoutes(app, { config, db, clock, areas, listingCounts });
    registerImageViewRoutes(app, db);
  };
}
