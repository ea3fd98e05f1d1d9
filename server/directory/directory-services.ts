import type { Language } from '@shared/i18n';
import { SERVER_CATALOGS } from '../i18n/catalogs';
import type { Queryable } from '../db/database';
import { namedInLanguage } from '../reference/reference-names';

export interface DirectoryService {
  slug: string;
  name: string;
}

/**
 * The service types in list order, named in `language` by the catalogs' `serviceTypes` group; a type the
 * catalogs do not know yet keeps the database's (French) name rather than showing its slug.
 */
export async function directoryServices(db: Queryable, language: Language): Promise<DirectoryService[]> {
  const rows = await db.query<DirectoryService>('SELECT slug, name FROM service_types ORDER BY id');
  return namedInLanguage(rows, SERVER_CATALOGS[language].serviceTypes);
}
