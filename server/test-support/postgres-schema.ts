import { openDatabase } from '../db/open-database';

/**
 * Makes the empty schema `schema` on the PostgreSQL at `databaseUrl` and answers a DATABASE_URL whose
 * connections work in it (its search_path), for server processes that migrate it themselves.
 */
export async function postgresSchemaUrl(databaseUrl: string, schema: string): Promise<string> {
  const db = await openDatabase({ databaseUrl, schema });
  await db.close();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Drops a schema `postgresSchemaUrl` made, with everything in it. */
export async function dropPostgresSchema(databaseUrl: string, schema: string): Promise<void> {
  const db = await openDatabase({ databaseUrl });
  try {
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await db.close();
  }
}
