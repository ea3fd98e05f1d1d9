import { describe, expect, it } from 'vitest';
import * as languagesApi from '@shared/api/contract/back-office/provider-languages';
import * as referenceApi from '@shared/api/contract/reference';
import { directoryVersion } from '@server/directory/directory-version';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(seedCatalog);

async function spokenBy(providerId: number) {
  const rows = await t.db.query<{ language_iso: string }>(
    'SELECT language_iso FROM provider_languages WHERE provider_id = $1 ORDER BY language_iso',
    [providerId],
  );
  return rows.map((row) => row.language_iso);
}

describe('the languages a provider speaks', () => {
  it('answers the catalogue as every host does, with the provider’s languages beside it', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const answer = bodyOf(await callEndpoint(t.app, languagesApi.providerLanguages, {}, { as: provider }));
    const catalogue = bodyOf(await callEndpoint(t.app, referenceApi.languages, {}));
    expect(answer).toEqual({ langues: catalogue.langues, spoken: ['fr'] });
  });

  it('replaces them with languages of the catalogue, each once, and moves the directory’s version', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const before = await directoryVersion(t.db);
    const saved = bodyOf(
      await callEndpoint(
        t.app,
        languagesApi.saveProviderLanguages,
        { spoken: ['it', 'en', 'it'] },
        { as: provider },
      ),
    );
    // In the catalogue's order, which is alphabetical in the caller's language: Anglais, Italien.
    expect(saved.spoken).toEqual(['en', 'it']);
    expect(await spokenBy(provider.providerId)).toEqual(['en', 'it']);
    expect(Number(await directoryVersion(t.db))).toBeGreaterThan(Number(before));
  });

  it('refuses a language the catalogue lacks, naming its field, and changes nothing', async () => {
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    const unknown = await callEndpoint(
      t.app,
      languagesApi.saveProviderLanguages,
      { spoken: ['en', 'xx'] },
      { as: provider },
    );
    expect(unknown.ok ? null : unknown.body.fields).toEqual({
      'spoken.1': 'Choisissez une langue de la liste.',
    });
    const tooMany = await callEndpoint(
      t.app,
      languagesApi.saveProviderLanguages,
      { spoken: Array.from({ length: languagesApi.SPOKEN_LANGUAGES_MAX + 1 }, () => 'fr') },
      { as: provider },
    );
    expect(tooMany.status).toBe(400);
    expect(await spokenBy(provider.providerId)).toEqual(['fr']);
  });

  it('leaves another provider’s languages as they were', async () => {
    const other = await signedInProvider(t, 'Maison Voisine', '+33622222222');
    const provider = await signedInProvider(t, 'Atelier Lumière', '+33611111111');
    bodyOf(await callEndpoint(t.app, languagesApi.saveProviderLanguages, { spoken: [] }, { as: provider }));
    expect(await spokenBy(provider.providerId)).toEqual([]);
    expect(await spokenBy(other.providerId)).toEqual(['fr']);
  });
});
