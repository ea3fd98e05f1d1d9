import { SITES, type CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import { localAreaNames, type LocalAreaNames } from './local-area-names';
import { assignUniqueSlugs } from './slugify';

interface AreaRow {
  id: number;
  code: string;
  name: string;
  slug: string;
}

/** The two levels, each with its table and the table of its former slugs. */
const LEVELS = [
  { table: 'regions', aliases: 'region_slug_aliases', idColumn: 'region_id', nameOf: 'region' },
  {
    table: 'departments',
    aliases: 'department_slug_aliases',
    idColumn: 'department_id',
    nameOf: 'department',
  },
] as const satisfies readonly {
  table: string;
  aliases: string;
  idColumn: string;
  nameOf: keyof LocalAreaNames;
}[];

/**
 * Gives a country's regions and departments their names in the site's language (docs/product/directory.md#place-names)
 * and the slugs that follow them, keeping each slug it replaces as an alias (a listing under it answers 301).
 * Runs on every import, after a country is written and on a country imported before names were localised;
 * a second run changes nothing. France's names come in French from its own administration's data set.
 * Returns how many areas were renamed.
 */
export async function localiseAreaNames(db: Queryable, country: CountryCode): Promise<number> {
  if (country === 'FR') return 0;
  const names = localAreaNames(country, SITES[country].languages[0]);
  let renamed = 0;
  for (const level of LEVELS) {
    const rows = await db.query<AreaRow>(
      `SELECT id, code, name, slug FROM ${level.table} WHERE country = $1 ORDER BY id`,
      [country],
    );
    const localised = rows.map((row) => ({ ...row, name: names[level.nameOf](row.code) ?? row.name }));
    // Slugs are given again over the whole level, in the order of the import, so namesakes stay unique.
    const slugs = assignUniqueSlugs(
      localised,
      (row) => row.name,
      () => '',
      (row) => row.code,
    );
    const changes = localised
      .map((row, index) => ({
        id: row.id,
        name: row.name,
        slug: slugs.get(row) ?? row.slug,
        former: rows[index],
      }))
      .filter(({ name, slug, former }) => name !== former?.name || slug !== former.slug);
    if (changes.length === 0) continue;
    const formerSlugs = changes.filter(({ slug, former }) => slug !== former?.slug);
    await db.query(
      `INSERT INTO ${level.aliases} (country, slug, ${level.idColumn})
       SELECT $1, a.slug, a.id FROM json_to_recordset($2::json) AS a(slug text, id int)
       ON CONFLICT (country, slug) DO UPDATE SET ${level.idColumn} = excluded.${level.idColumn}`,
      [country, JSON.stringify(formerSlugs.map(({ id, former }) => ({ id, slug: former?.slug })))],
    );
    const changesJson = JSON.stringify(changes.map(({ id, name, slug }) => ({ id, name, slug })));
    await db.query(
      `DELETE FROM ${level.aliases} WHERE country = $1 AND slug IN (SELECT json_array_elements($2::json)->>'slug')`,
      [country, changesJson],
    );
    // Two steps, so that two areas trading slugs never meet the uniqueness constraint half way.
    await db.query(
      `UPDATE ${level.table} SET slug = 'renaming-' || id WHERE id IN (SELECT (json_array_elements($1::json)->>'id')::int)`,
      [changesJson],
    );
    await db.query(
      `UPDATE ${level.table} SET name = c.name, slug = c.slug
       FROM json_to_recordset($1::json) AS c(id int, name text, slug text) WHERE ${level.table}.id = c.id`,
      [changesJson],
    );
    renamed += changes.length;
  }
  return renamed;
}
