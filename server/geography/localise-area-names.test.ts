import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { importGeography } from './import-geography';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await importGeography(db, { countries: ['FR', 'DE', 'PT', 'BE', 'IT', 'ES'], limitPerCountry: 1 });
}, 120_000);
afterAll(async () => {
  await db.close();
});

const areaOf = async (table: 'regions' | 'departments', country: string, code: string) => {
  const [row] = await db.query<{ id: number; name: string; slug: string }>(
    `SELECT id, name, slug FROM ${table} WHERE country = $1 AND code = $2`,
    [country, code],
  );
  return row;
};

const formerSlugsOf = (table: 'region_slug_aliases' | 'department_slug_aliases', country: string) =>
  db.query<{ slug: string; id: number }>(
    `SELECT slug, ${table === 'region_slug_aliases' ? 'region_id' : 'department_id'} AS id FROM ${table}
     WHERE country = $1 ORDER BY slug`,
    [country],
  );

describe('regions and departments named in the site’s language', () => {
  it('names regions in the site’s language, with slugs that follow', async () => {
    expect(await areaOf('regions', 'DE', '02')).toMatchObject({ name: 'Bayern', slug: 'bayern' });
    expect(await areaOf('regions', 'DE', '01')).toMatchObject({
      name: 'Baden-Württemberg',
      slug: 'baden-wurttemberg',
    });
    expect(await areaOf('regions', 'PT', '14')).toMatchObject({ name: 'Lisboa', slug: 'lisboa' });
    expect(await areaOf('regions', 'PT', '23')).toMatchObject({ name: 'Açores', slug: 'acores' });
    expect(await areaOf('regions', 'BE', 'VLG')).toMatchObject({ name: 'Vlaanderen', slug: 'vlaanderen' });
    expect(await areaOf('regions', 'BE', 'WAL')).toMatchObject({ name: 'Wallonië', slug: 'wallonie' });
    expect(await areaOf('regions', 'IT', '16')).toMatchObject({ name: 'Toscana', slug: 'toscana' });
    expect(await areaOf('regions', 'ES', '56')).toMatchObject({ name: 'Cataluña', slug: 'cataluna' });
  });

  it('names provinces by their local name, without the word "province"', async () => {
    expect(await areaOf('departments', 'BE', 'VLG.VAN')).toMatchObject({
      name: 'Antwerpen',
      slug: 'antwerpen',
    });
    expect(await areaOf('departments', 'BE', 'WAL.WLG')).toMatchObject({ name: 'Liège', slug: 'liege' });
    expect(await areaOf('departments', 'IT', '16.FI')).toMatchObject({ name: 'Firenze', slug: 'firenze' });
    expect(await areaOf('departments', 'ES', '51.SE')).toMatchObject({ name: 'Sevilla', slug: 'sevilla' });
  });

  it('keeps the English slugs as aliases of the renamed areas, and none for an unchanged one', async () => {
    const bayern = await areaOf('regions', 'DE', '02');
    expect(await formerSlugsOf('region_slug_aliases', 'DE')).toContainEqual({
      slug: 'bavaria',
      id: bayern?.id,
    });
    const formerSlugs = (await formerSlugsOf('region_slug_aliases', 'DE')).map(({ slug }) => slug);
    expect(formerSlugs).not.toContain('saarland');
    const antwerpen = await areaOf('departments', 'BE', 'VLG.VAN');
    expect(await formerSlugsOf('department_slug_aliases', 'BE')).toContainEqual({
      slug: 'provincie-antwerpen',
      id: antwerpen?.id,
    });
  });

  it('leaves France’s names, which are French already', async () => {
    expect(await areaOf('departments', 'FR', '13')).toMatchObject({
      name: 'Bouches-du-Rhône',
      slug: 'bouches-du-rhone',
    });
    expect(await formerSlugsOf('region_slug_aliases', 'FR')).toEqual([]);
    expect(await formerSlugsOf('department_slug_aliases', 'FR')).toEqual([]);
  });

  it('renames a country imported before names were localised, once', async () => {
    const bayern = await areaOf('regions', 'DE', '02');
    await db.query(`UPDATE regions SET name = 'Bavaria', slug = 'bavaria' WHERE id = $1`, [
      bayern?.id ?? null,
    ]);
    await db.query(`DELETE FROM region_slug_aliases WHERE slug = 'bavaria'`);
    const logs: string[] = [];
    await importGeography(db, { countries: ['DE'], log: (line) => logs.push(line) });
    expect(await areaOf('regions', 'DE', '02')).toMatchObject({ name: 'Bayern', slug: 'bayern' });
    expect(await formerSlugsOf('region_slug_aliases', 'DE')).toContainEqual({
      slug: 'bavaria',
      id: bayern?.id,
    });
    expect(logs).toEqual(["Geography DE: 1 regions and departments renamed in the site's language"]);

    const aliasesBefore = await formerSlugsOf('region_slug_aliases', 'DE');
    logs.length = 0;
    await importGeography(db, { countries: ['DE'], log: (line) => logs.push(line) });
    expect(logs).toEqual([]);
    expect(await formerSlugsOf('region_slug_aliases', 'DE')).toEqual(aliasesBefore);
  });
});

const cityOf = async (country: string, geonamesId: number) => {
  const [row] = await db.query<{ id: number; name: string; slug: string; search_name: string }>(
    'SELECT id, name, slug, search_name FROM cities WHERE country = $1 AND external_id = $2',
    [country, `geonames:${geonamesId}`],
  );
  return row;
};
const ROME = 3169070;
const BRUSSELS = 2800866;

const otherNamesOf = (cityId: number | undefined) =>
  db.query<{ name: string; search_name: string; language: string | null }>(
    'SELECT name, search_name, language FROM city_names WHERE city_id = $1 ORDER BY language NULLS FIRST, name',
    [cityId ?? null],
  );
const citySlugAliasesOf = async (cityId: number | undefined) =>
  (
    await db.query<{ slug: string }>('SELECT slug FROM city_slug_aliases WHERE city_id = $1 ORDER BY slug', [
      cityId ?? null,
    ])
  ).map(({ slug }) => slug);

describe('cities named in the site’s language', () => {
  it('names Germany’s Regierungsbezirke in German', async () => {
    expect(await areaOf('departments', 'DE', '02.091')).toMatchObject({
      name: 'Oberbayern',
      slug: 'oberbayern',
    });
    expect(await areaOf('departments', 'DE', '07.053')).toMatchObject({ name: 'Köln', slug: 'koln' });
  });

  it('gives an English exonym’s city its local name and slug, keeping the English ones to find it', async () => {
    const roma = await cityOf('IT', ROME);
    expect(roma).toMatchObject({ name: 'Roma', slug: 'roma', search_name: 'roma' });
    expect(await otherNamesOf(roma?.id)).toEqual([{ name: 'Rome', search_name: 'rome', language: null }]);
    expect(await citySlugAliasesOf(roma?.id)).toEqual(['rome']);
  });

  it('names a bilingual city in the site’s language, and keeps its name in each other language', async () => {
    const brussel = await cityOf('BE', BRUSSELS);
    expect(brussel).toMatchObject({ name: 'Brussel', slug: 'brussel' });
    expect(await otherNamesOf(brussel?.id)).toEqual([
      { name: 'Brussels', search_name: 'brussels', language: null },
      { name: 'Brüssel', search_name: 'brussel', language: 'de' },
      { name: 'Bruxelles', search_name: 'bruxelles', language: 'fr' },
    ]);
    expect(await citySlugAliasesOf(brussel?.id)).toEqual(['brussels']);
  });

  it('renames a city of a country imported before, once', async () => {
    const roma = await cityOf('IT', ROME);
    await db.query(`UPDATE cities SET name = 'Rome', slug = 'rome', search_name = 'rome' WHERE id = $1`, [
      roma?.id ?? null,
    ]);
    await db.query('DELETE FROM city_names WHERE city_id = $1', [roma?.id ?? null]);
    await db.query('DELETE FROM city_slug_aliases WHERE city_id = $1', [roma?.id ?? null]);
    const logs: string[] = [];
    await importGeography(db, { countries: ['IT'], log: (line) => logs.push(line) });
    expect(await cityOf('IT', ROME)).toMatchObject({ name: 'Roma', slug: 'roma', search_name: 'roma' });
    expect(await otherNamesOf(roma?.id)).toEqual([{ name: 'Rome', search_name: 'rome', language: null }]);
    expect(await citySlugAliasesOf(roma?.id)).toEqual(['rome']);
    expect(logs).toEqual(["Geography IT: 1 cities renamed in the site's language"]);

    logs.length = 0;
    await importGeography(db, { countries: ['IT', 'BE'], log: (line) => logs.push(line) });
    expect(logs).toEqual([]);
    expect(await otherNamesOf(roma?.id)).toEqual([{ name: 'Rome', search_name: 'rome', language: null }]);
  });
});
