import * as v from 'valibot';
import type { RegisteredCompany } from '@shared/api/contract/back-office/company';
import { CompanyRegisterUnavailable, type CompanyRegister } from './company-register';

export interface RechercheEntreprisesOptions {
  /** `https://recherche-entreprises.api.gouv.fr`, or a local fake in tests. */
  baseUrl: string;
  /** How long the register has to answer before the lookup gives up. */
  timeoutMs: number;
}

const text = v.nullish(v.string());

/** An establishment as the register answers it: only the fields read here, the others ignored. */
const establishmentSchema = v.object({
  siret: v.string(),
  adresse: text,
  numero_voie: text,
  indice_repetition: text,
  type_voie: text,
  libelle_voie: text,
  code_postal: text,
  libelle_commune: text,
});
type Establishment = v.InferOutput<typeof establishmentSchema>;

const searchAnswerSchema = v.object({
  results: v.array(
    v.object({
      nom_complet: text,
      nom_raison_sociale: text,
      nature_juridique: text,
      siege: v.nullish(establishmentSchema),
      matching_etablissements: v.nullish(v.array(establishmentSchema)),
    }),
  ),
});

/** The legal forms providers have most (INSEE's categories), named as a company page says them. */
const LEGAL_FORMS: Readonly<Record<string, string>> = {
  '1000': 'Entrepreneur individuel',
  '5498': 'EURL',
  '5499': 'SARL',
  '5710': 'SAS',
  '5720': 'SASU',
  '9220': 'Association',
};

/** The register writes the street in parts ("12", "B", "RUE", "DE LA PAIX"), or whole in `adresse` only. */
function streetOf(establishment: Establishment): string {
  const parts = [
    establishment.numero_voie,
    establishment.indice_repetition,
    establishment.type_voie,
    establishment.libelle_voie,
  ].filter((part): part is string => Boolean(part?.trim()));
  if (parts.length > 0) return parts.join(' ');
  const whole = establishment.adresse ?? '';
  const place = [establishment.code_postal, establishment.libelle_commune].filter(Boolean).join(' ');
  return place && whole.endsWith(place) ? whole.slice(0, -place.length).trim() : whole.trim();
}

/**
 * The French state's open company search (`GET /search?q=<siret>`, no key): the SIRET's establishment among a
 * result's matching establishments or its head office. A slow, failing or unexpected answer is
 * `CompanyRegisterUnavailable`, which the route turns into a 503: nothing of the register's leaks.
 */
export function rechercheEntreprisesRegister({
  baseUrl,
  timeoutMs,
}: RechercheEntreprisesOptions): CompanyRegister {
  return {
    async lookUp(siret) {
      const url = new URL('/search', baseUrl);
      url.searchParams.set('q', siret);
      url.searchParams.set('per_page', '5');
      let answer: Response;
      let body: unknown;
      try {
        answer = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (answer.status >= 500 || answer.status === 429) {
          throw new CompanyRegisterUnavailable(`it answered ${answer.status}`);
        }
        body = await answer.json();
      } catch (error) {
        if (error instanceof CompanyRegisterUnavailable) throw error;
        throw new CompanyRegisterUnavailable('no answer in time', { cause: error });
      }
      if (!answer.ok) throw new CompanyRegisterUnavailable(`it answered ${answer.status}`);
      const parsed = v.safeParse(searchAnswerSchema, body);
      if (!parsed.success) throw new CompanyRegisterUnavailable('its answer has another shape');
      for (const result of parsed.output.results) {
        const establishment =
          result.matching_etablissements?.find((candidate) => candidate.siret === siret) ??
          (result.siege?.siret === siret ? result.siege : undefined);
        if (!establishment) continue;
        const company: RegisteredCompany = {
          siret,
          name: (result.nom_raison_sociale || result.nom_complet || '').trim(),
          street: streetOf(establishment),
          postalCode: establishment.code_postal?.trim() ?? '',
          city: establishment.libelle_commune?.trim() ?? '',
          legalForm: (result.nature_juridique && LEGAL_FORMS[result.nature_juridique]) ?? null,
        };
        return company;
      }
      return null;
    },
  };
}
