import type { FastifyInstance } from 'fastify';
import * as companyApi from '@shared/api/contract/back-office/company';
import type { CompanyAddress, CompanyDetails } from '@shared/api/contract/back-office/company';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Language } from '@shared/i18n';
import type { Queryable } from '@server/db/database';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError, invalidField } from '@server/http/http-error';
import { perClientPerMinute } from '@server/http/per-client-limit';
import { registerEndpoint } from '@server/http/register-endpoint';
import { serviceTypesIn } from '@server/reference/reference-names';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { replaceProviderServices, servicesOfProvider } from '../provider-services';
import { companyRegisterFromConfig } from '../company-register/company-register-from-config';
import { CompanyRegisterUnavailable } from '../company-register/company-register';
import { findGazetteerCity, placeOfRegisteredCity } from './gazetteer-city';

type Services = ResponseOf<typeof companyApi.companyServices>;

async function oneRow<Row>(db: Queryable, sql: string, providerId: number): Promise<Row> {
  const [row] = await db.query<Row & object>(sql, [providerId]);
  if (!row) throw new HttpError(404, 'server.providerNotFound');
  return row;
}

const nameOf = (db: Queryable, providerId: number) =>
  oneRow<{ name: string }>(db, 'SELECT name FROM providers WHERE id = $1', providerId);

const siretOf = (db: Queryable, providerId: number) =>
  oneRow<{ siret: string | null }>(db, 'SELECT siret FROM providers WHERE id = $1', providerId);

/** The legal form and VAT number are the company's; its website and phone are the profile's links. */
async function detailsOf(db: Queryable, providerId: number): Promise<CompanyDetails> {
  const [row] = await db.query<CompanyDetails>(
    `SELECT p.legal_form AS "legalForm", p.vat_number AS "vatNumber",
            (SELECT url FROM provider_links WHERE provider_id = p.id AND type = 'website') AS website,
            (SELECT substr(url, 5) FROM provider_links WHERE provider_id = p.id AND type = 'phone') AS phone
     FROM providers p WHERE p.id = $1`,
    [providerId],
  );
  if (!row) throw new HttpError(404, 'server.providerNotFound');
  return row;
}

const addressOf = (db: Queryable, providerId: number) =>
  oneRow<CompanyAddress>(
    db,
    `SELECT street_address AS street, city, postal_code AS "postalCode" FROM providers WHERE id = $1`,
    providerId,
  );

async function servicesOf(db: Queryable, providerId: number, language: Language): Promise<Services> {
  const choices = await db.query<{ id: number; slug: string; name: string }>(
    'SELECT id, slug, name FROM service_types ORDER BY id',
  );
  return {
    services: await servicesOfProvider(db, providerId),
    choices: serviceTypesIn(choices, language).map(({ slug, name }) => ({ slug, name })),
  };
}

/** Writes one of the profile's links, or removes it when null. */
async function saveLink(db: Queryable, providerId: number, type: 'website' | 'phone', url: string | null) {
  if (url === null) {
    await db.query('DELETE FROM provider_links WHERE provider_id = $1 AND type = $2', [providerId, type]);
    return;
  }
  await db.query(
    `INSERT INTO provider_links (provider_id, type, url) VALUES ($1, $2, $3)
     ON CONFLICT (provider_id, type) DO UPDATE SET url = EXCLUDED.url`,
    [providerId, type, url],
  );
}

const orNull = (text: string | null) => (text === '' ? null : text);

/**
 * The company page's parts (docs/product/back-office.md#company), each read and written alone; the register
 * lookup pre-fills the name and the address. Every write goes through `providers` or the tables its triggers
 * watch, so that the directory's version moves with it.
 */
export function registerCompanyRoutes(app: FastifyInstance, { db, config }: BackOfficeDependencies): void {
  const register = companyRegisterFromConfig(config);

  registerEndpoint(app, companyApi.companyName, ({ caller }) => nameOf(db, caller.providerId));

  registerEndpoint(app, companyApi.saveCompanyName, async ({ input, caller }) => {
    await db.query('UPDATE providers SET name = $2 WHERE id = $1', [caller.providerId, input.name]);
    return nameOf(db, caller.providerId);
  });

  registerEndpoint(app, companyApi.companySiret, ({ caller }) => siretOf(db, caller.providerId));

  registerEndpoint(app, companyApi.saveCompanySiret, async ({ input, caller }) => {
    await db.query('UPDATE providers SET siret = $2 WHERE id = $1', [caller.providerId, input.siret]);
    return siretOf(db, caller.providerId);
  });

  registerEndpoint(app, companyApi.companyDetails, ({ caller }) => detailsOf(db, caller.providerId));

  registerEndpoint(app, companyApi.saveCompanyDetails, ({ input, caller }) =>
    db.transaction(async (tx) => {
      await tx.query('UPDATE providers SET legal_form = $2, vat_number = $3 WHERE id = $1', [
        caller.providerId,
        orNull(input.legalForm),
        orNull(input.vatNumber),
      ]);
      await saveLink(tx, caller.providerId, 'website', orNull(input.website));
      const phone = orNull(input.phone);
      await saveLink(tx, caller.providerId, 'phone', phone && `tel:${phone}`);
      return detailsOf(tx, caller.providerId);
    }),
  );

  registerEndpoint(app, companyApi.companyAddress, ({ caller }) => addressOf(db, caller.providerId));

  registerEndpoint(app, companyApi.saveCompanyAddress, async ({ input, caller }) => {
    const { country } = await oneRow<{ country: string }>(
      db,
      'SELECT country FROM providers WHERE id = $1',
      caller.providerId,
    );
    const city = await findGazetteerCity(db, { country, name: input.city, postalCode: input.postalCode });
    if (!city) throw invalidField('city', 'server.cityNotPicked');
    await db.query(
      `UPDATE providers SET street_address = $2, city_id = $3, city = $4, postal_code = $5,
                            department_id = $6, region_id = $7, latitude = $8, longitude = $9
       WHERE id = $1`,
      [
        caller.providerId,
        input.street,
        city.id,
        city.name,
        city.postalCode,
        city.departmentId,
        city.regionId,
        city.latitude,
        city.longitude,
      ],
    );
    return addressOf(db, caller.providerId);
  });

  registerEndpoint(app, companyApi.companyServices, ({ caller, request }) =>
    servicesOf(db, caller.providerId, requestLanguage(request)),
  );

  registerEndpoint(app, companyApi.saveCompanyServices, ({ input, caller, request }) =>
    db.transaction(async (tx) => {
      await replaceProviderServices(tx, caller.providerId, input.services, 'services');
      return servicesOf(tx, caller.providerId, requestLanguage(request));
    }),
  );

  registerEndpoint(
    app,
    companyApi.lookUpSiret,
    async ({ input, request }) => {
      let company;
      try {
        company = await register.lookUp(input.siret);
      } catch (error) {
        if (!(error instanceof CompanyRegisterUnavailable)) throw error;
        request.log.warn({ err: error }, 'company register unavailable');
        throw new HttpError(503, 'server.companyRegisterUnavailable');
      }
      if (!company) throw new HttpError(404, 'server.companyNotInRegister');
      return { company: { ...company, ...(await placeOfRegisteredCity(db, company)) } };
    },
    perClientPerMinute(30),
  );
}
