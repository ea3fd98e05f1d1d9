import type { FastifyInstance } from 'fastify';
import * as servicesApi from '@shared/api/contract/back-office/provider-services';
import type { ResponseOf } from '@shared/api/endpoint';
import type { ServiceType } from '@shared/api/contract/reference';
import type { Language } from '@shared/i18n';
import type { Queryable } from '@server/db/database';
import { requestLanguage } from '@server/http/describe-issues';
import { registerEndpoint } from '@server/http/register-endpoint';
import { serviceTypesIn } from '@server/reference/reference-names';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { replaceProviderServices, servicesOfProvider } from '../provider-services';

type Services = ResponseOf<typeof servicesApi.providerServices>;

/** The service types named in `language`, and the slugs of those the provider offers. */
async function servicesAnswer(db: Queryable, providerId: number, language: Language): Promise<Services> {
  const catalogue = await db.query<ServiceType>('SELECT id, slug, name FROM service_types ORDER BY id');
  return {
    prestations: serviceTypesIn(catalogue, language),
    offered: await servicesOfProvider(db, providerId),
  };
}

/** The services of the provider's profile (`/api/prestations`), which the directory's search filters on. */
export function registerProviderServicesRoutes(app: FastifyInstance, { db }: BackOfficeDependencies): void {
  registerEndpoint(app, servicesApi.providerServices, ({ caller, request }) =>
    servicesAnswer(db, caller.providerId, requestLanguage(request)),
  );

  registerEndpoint(app, servicesApi.saveProviderServices, ({ input, caller, request }) =>
    db.transaction(async (tx) => {
      await replaceProviderServices(tx, caller.providerId, input.offered, 'offered');
      return servicesAnswer(tx, caller.providerId, requestLanguage(request));
    }),
  );
}
