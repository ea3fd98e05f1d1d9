import type { FastifyRequest } from 'fastify';
import { DEFAULT_COUNTRY, type CountryCode } from '@shared/sites';
import type { Config } from '../config';
import { resolveHost } from '../hosts';

/**
 * The country a directory call is about when it names none: the country site it is made on. The project
 * site and the back-office serve every country; they get the product's main one.
 */
export function requestCountry(config: Config, request: FastifyRequest): CountryCode {
  const host = resolveHost(config, request.hostname);
  return host.kind === 'public' ? host.country : DEFAULT_COUNTRY;
}
