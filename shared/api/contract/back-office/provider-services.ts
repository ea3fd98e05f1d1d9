import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { VALIDATION_MESSAGES } from '@shared/validation';
import { slugSchema } from '../primitives';
import { serviceTypeSchema } from '../reference';

/**
 * The services a provider offers ("prestations": full planning, partial planning, day-of coordination),
 * which the directory's search filters on and its profile lists (docs/product/back-office.md#languages-and-services):
 * chosen from the service types' catalogue, by slug.
 */

/** More than the catalogue holds, so that the bound never refuses a real choice. */
export const OFFERED_SERVICES_MAX = 32;

export const offeredServicesSchema = v.pipe(
  v.array(slugSchema),
  v.maxLength(OFFERED_SERVICES_MAX, VALIDATION_MESSAGES.value),
);

const servicesAnswer = v.object({
  /** The service types' catalogue, named in the caller's language, in its order. */
  prestations: v.array(serviceTypeSchema),
  /** The slugs of the services the provider offers, in the catalogue's order. */
  offered: v.array(v.string()),
});

export const providerServices = endpoint({
  name: 'prestations',
  method: 'GET',
  path: '/api/prestations',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The service types’ catalogue (named in the caller’s language), and the slugs of those the provider offers.',
  request: v.object({}),
  response: servicesAnswer,
});

export const saveProviderServices = endpoint({
  name: 'prestations_save',
  method: 'POST',
  path: '/api/prestations',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Replaces the services the provider offers, each a service type’s slug (an unknown one names its field, `offered.1`). The directory’s search and the profile show them at once.',
  request: v.object({ offered: offeredServicesSchema }),
  response: servicesAnswer,
  example: { input: { offered: ['full-service', 'day-of-coordination'] } },
});
