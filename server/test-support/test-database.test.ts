import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase, resetDatabase } from './test-database';

describe('resetDatabase', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const addUser = async (phone: string) =>
    (await db.query<{ id: number }>('INSERT INTO users (phone) VALUES ($1) RETURNING id', [phone]))[0]?.id;
  const directoryVersion = async () =>
    Number((await db.query<{ version: string }>('SELECT version FROM directory_version'))[0]?.version);

  it('empties a table a test wrote to and starts its ids again', async () => {
    await addUser('+33639980001');
    await addUser('+33639980002');
    await resetDatabase(db);
    expect(await db.query('SELECT * FROM users')).toEqual([]);
    expect(await addUser('+33639980003')).toBe(1);
  });

  it('starts the ids again of a table whose rows the test itself deleted', async () => {
    await resetDatabase(db);
    await addUser('+33639980004');
    await db.exec('DELETE FROM users');
    await resetDatabase(db);
    expect(await addUser('+33639980005')).toBe(1);
  });

  it('empties tables whose rows reference each other: a published portfolio and its key photo', async () => {
    await resetDatabase(db);
    const owner = await addUser('+33639980007');
    await db.exec(`
      INSERT INTO providers (slug, name, country, owner_user_id) VALUES ('reset', 'Reset', 'FR', ${owner});
      INSERT INTO portfolios (provider_id, title, slug, created_at, updated_at) VALUES (1, 'Mariage', 'mariage', now(), now());
      INSERT INTO portfolio_images (portfolio_id, provider_id, storage_key, position, width, height, created_at)
        VALUES (1, 1, 'providers/1/photo.jpg', 0, 4, 3, now());
      UPDATE portfolios SET key_image_id = 1, published = true;
    `);
    await resetDatabase(db);
    for (const table of ['users', 'providers', 'portfolios', 'portfolio_images'])
      expect(await db.query(`SELECT * FROM ${table}`), table).toEqual([]);
    expect(await addUser('+33639980008')).toBe(1);
  });

  it('leaves the tables no test wrote to alone, so the directory’s version moves only for a written directory', async () => {
    await resetDatabase(db);
    const before = await directoryVersion();
    await db.exec(
      `INSERT INTO phone_codes (phone, code_hash, expires_at) VALUES ('+33639980006', 'hash', now())`,
    );
    await resetDatabase(db);
    expect(await db.query('SELECT * FROM phone_codes')).toEqual([]);
    expect(await directoryVersion()).toBe(before);
    await db.exec(`INSERT INTO languages (iso, label) VALUES ('xx', 'Test')`);
    await resetDatabase(db);
    expect(await directoryVersion()).toBeGreaterThan(before);
  });
});
