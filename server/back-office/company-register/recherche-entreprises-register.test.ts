import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as companyApi from '@shared/api/contract/back-office/company';
import { seedCatalog } from '@server/seed/seed-catalog';
import { callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { startTestApp, type TestApp } from '@server/test-support/test-app';
import { CompanyRegisterUnavailable } from './company-register';
import { rechercheEntreprisesRegister } from './recherche-entreprises-register';

/** What the local stand-in for recherche-entreprises.api.gouv.fr does with the next request. */
type Behaviour = { kind: 'answer'; status: number; body: unknown } | { kind: 'silent' } | { kind: 'garbage' };

let server: Server;
let baseUrl: string;
let behaviour: Behaviour;
let requested: string[];

const ESTABLISHMENT = {
  siret: '73282932000074',
  adresse: '12 RUE DE LA REPUBLIQUE 69001 LYON',
  numero_voie: '12',
  indice_repetition: null,
  type_voie: 'RUE',
  libelle_voie: 'DE LA REPUBLIQUE',
  code_postal: '69001',
  libelle_commune: 'LYON',
  etat_administratif: 'A',
};

/** The register's answer for a search by SIRET: the legal unit, its head office, the matching establishment. */
const FOUND = {
  results: [
    {
      siren: '732829320',
      nom_complet: 'ATELIER LUMIERE (ATELIER LUMIERE MARIAGES)',
      nom_raison_sociale: 'ATELIER LUMIERE',
      nature_juridique: '5499',
      siege: { ...ESTABLISHMENT, siret: '73282932000017', adresse: '1 PLACE BELLECOUR 69002 LYON' },
      matching_etablissements: [ESTABLISHMENT],
      dirigeants: [{ nom: 'MARTIN' }],
    },
  ],
  total_results: 1,
  page: 1,
  per_page: 5,
  total_pages: 1,
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (behaviour.kind === 'silent') return; // never answers: the adapter's timeout ends it
    if (behaviour.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    response
      .writeHead(behaviour.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(behaviour.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  requested = [];
  behaviour = { kind: 'answer', status: 200, body: FOUND };
});

const register = () => rechercheEntreprisesRegister({ baseUrl, timeoutMs: 300 });

describe('the state’s company search as the company register', () => {
  it('asks /search for the SIRET and answers its establishment’s name, street, postal code and city', async () => {
    expect(await register().lookUp('73282932000074')).toEqual({
      siret: '73282932000074',
      name: 'ATELIER LUMIERE',
      street: '12 RUE DE LA REPUBLIQUE',
      postalCode: '69001',
      city: 'LYON',
      legalForm: 'SARL',
    });
    const url = new URL(requested[0] ?? '', baseUrl);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('73282932000074');
  });

  it('finds the head office when it is the SIRET asked for, and nothing for a SIRET no result has', async () => {
    const headOffice = await register().lookUp('73282932000017');
    expect(headOffice).toMatchObject({ street: '12 RUE DE LA REPUBLIQUE', siret: '73282932000017' });
    behaviour = { kind: 'answer', status: 200, body: { ...FOUND, results: [] } };
    expect(await register().lookUp('73282932000074')).toBeNull();
  });

  it('reads the street from the whole address when the register gives it in one piece', async () => {
    const whole = { ...ESTABLISHMENT, numero_voie: null, type_voie: null, libelle_voie: null };
    behaviour = {
      kind: 'answer',
      status: 200,
      body: { results: [{ ...FOUND.results[0], matching_etablissements: [whole] }] },
    };
    expect((await register().lookUp('73282932000074'))?.street).toBe('12 RUE DE LA REPUBLIQUE');
  });

  it.each([
    ['a 500', { kind: 'answer', status: 500, body: { erreur: 'interne' } }],
    ['a 429', { kind: 'answer', status: 429, body: {} }],
    ['a 400', { kind: 'answer', status: 400, body: { erreur: 'q invalide' } }],
    ['no answer in time', { kind: 'silent' }],
    ['a page instead of JSON', { kind: 'garbage' }],
    ['JSON of another shape', { kind: 'answer', status: 200, body: { results: 'none' } }],
  ] as const)('is unavailable on %s', async (_, given) => {
    behaviour = given;
    await expect(register().lookUp('73282932000074')).rejects.toBeInstanceOf(CompanyRegisterUnavailable);
  });
});

describe('GET /api/siren/siret through the state’s company search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        COMPANY_REGISTER: 'recherche-entreprises',
        COMPANY_REGISTER_URL: baseUrl,
        COMPANY_REGISTER_TIMEOUT_MS: '300',
      },
    });
    await seedCatalog(t.db);
  });
  afterAll(() => t.close());

  it('answers the register’s company, 404 when it has none, and 503 when it fails or is silent', async () => {
    const as = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const lookUp = () => callEndpoint(t.app, companyApi.lookUpSiret, { siret: '73282932000074' }, { as });
    const found = await lookUp();
    expect(found.ok && found.body.company).toMatchObject({ name: 'ATELIER LUMIERE', postalCode: '69001' });

    behaviour = { kind: 'answer', status: 200, body: { results: [] } };
    expect((await lookUp()).status).toBe(404);

    for (const failing of [
      { kind: 'answer', status: 502, body: {} },
      { kind: 'silent' },
      { kind: 'garbage' },
    ] as const) {
      behaviour = failing;
      const answer = await lookUp();
      expect(answer.status, failing.kind).toBe(503);
      expect(answer.ok ? null : answer.body.message).toBe(
        'Le registre des entreprises ne répond pas pour l’instant. Réessayez dans quelques minutes, ou remplissez la page vous-même.',
      );
    }
  });
});
