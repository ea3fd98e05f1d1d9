import type { FastifyInstance } from 'fastify';
import * as languagesApi from '@shared/api/contract/back-office/provider-languages';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Language as CatalogueLanguage } from '@shared/api/contract/reference';
import type { Language } from '@shared/i18n';
import type { Queryable } from '@server/db/database';
import { requestLanguage } from '@server/http/describe-issues';
import { invalidField } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { languagesIn } from '@server/reference/reference-names';
import type { BackOfficeDependencies } from '../back-office-dependencies';

type Languages = ResponseOf<typeof languagesApi.providerLanguages>;

/** The catalogue in `language` (as every host's `GET /api/langues`), and the provider's in its order. */
async function languagesAnswer(db: Queryable, providerId: number, language: Language): Promise<Languages> {
  const catalogue = languagesIn(
    await db.query<CatalogueLanguage>('SELECT iso, label FROM languages'),
    language,
  );
  const spoken = new Set(
    (
      await db.query<{ language_iso: string }>(
        'SELECT language_iso FROM provider_languages WHERE provider_id = $1',
        [providerId],
      )
    ).map((row) => row.language_iso),
  );
  return { langues: catalogue, spoken: catalogue.flatMap(({ iso }) => (spoken.has(iso) ? [iso] : [])) };
}

/**
 * The languages the provider speaks (`/api/langues` on the back-office's host, which takes the place of every
 * host's catalogue there and answers it too): only the catalogue's, each once.
 */
export function registerProviderLanguagesRoutes(app: FastifyInstance, { db }: BackOfficeDependencies): void {
  registerEndpoint(app, languagesApi.providerLanguages, ({ caller, request }) =>
    languagesAnswer(db, caller.providerId, requestLanguage(request)),
  );

  registerEndpoint(app, languagesApi.saveProviderLanguages, ({ input, caller, request }) =>
    db.transaction(async (tx) => {
      const chosen = [...new Set(input.spoken)];
      const known = new Set(
        (
          await tx.query<{ iso: string }>('SELECT iso FROM languages WHERE iso = ANY($1::text[])', [chosen])
        ).map((row) => row.iso),
      );
      const unknown = input.spoken.findIndex((iso) => !known.has(iso));
      if (unknown >= 0) throw invalidField(`spoken.${unknown}`, 'backOfficeProfile.languages.unknown');
      await tx.query(
        'DELETE FROM provider_languages WHERE provider_id = $1 AND NOT language_iso = ANY($2::text[])',
        [caller.providerId, chosen],
      );
      await tx.query(
        `INSERT INTO provider_languages (provider_id, language_iso)
         SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [caller.providerId, chosen],
      );
      return languagesAnswer(tx, caller.providerId, requestLanguage(request));
    }),
  );
}
