import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { LANGUAGES } from '@shared/i18n/languages';
import { COUNTRY_CODES } from '@shared/sites';

/**
 * Writes server/geography/subdivision-names.ts: of iso3166-2-db's data set, the first-level subdivisions of our
 * countries with their GeoNames code and their names in our languages. The package holds 42 000 files and
 * 283 MB, nearly half of what `npm ci` wrote, for this one table of a hundred rows: it is fetched here, when
 * the table is written again (a new version of the data), not installed. Run: `npx tsx scripts/write-subdivision-names.ts`.
 */
const PACKAGE = 'iso3166-2-db@2.3.11';
const OUTPUT = 'server/geography/subdivision-names.ts';

interface Iso3166DbCountry {
  regions: { iso: string; admin: string; names: Record<string, string> }[];
}

const folder = mkdtempSync(join(tmpdir(), 'iso3166-2-db-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', folder], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', join(folder, tarball), '-C', folder, 'package/data/iso3166-2.json']);
  const data = JSON.parse(readFileSync(join(folder, 'package/data/iso3166-2.json'), 'utf8')) as Record<
    string,
    Iso3166DbCountry
  >;
  const table = Object.fromEntries(
    COUNTRY_CODES.map((country) => [
      country,
      (data[country]?.regions ?? []).map(({ iso, admin, names }) => ({
        iso,
        admin,
        names: Object.fromEntries(
          LANGUAGES.flatMap((language) => (names[language] ? [[language, names[language]]] : [])),
        ),
      })),
    ]),
  );
  const source = `// Written by scripts/write-subdivision-names.ts from ${PACKAGE} (MIT, © 2016 esosedi): do not edit.
import type { CountryCode } from '@shared/sites';
import type { Language } from '@shared/i18n/languages';

/** A country's first-level subdivisions: ISO 3166-2 code, GeoNames admin1 code, names by language. */
export const SUBDIVISION_NAMES: Readonly<
  Record<CountryCode, readonly { iso: string; admin: string; names: Partial<Record<Language, string>> }[]>
> = ${JSON.stringify(table)};
`;
  writeFileSync(OUTPUT, await format(source, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT }));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
