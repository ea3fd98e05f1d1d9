import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { tableChecksums } from './table-checksums';

/** The fuzz test's oracle: a refused request must leave every digest as it was, so a write must change one. */
describe('tableChecksums', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await resetDatabase(db);
    await db.query("INSERT INTO event_types (slug, name) VALUES ('wedding', 'Mariage')");
    await db.query("INSERT INTO event_types (slug, name) VALUES ('birthday', 'Anniversaire')");
  });

  const changedTables = async (write: () => Promise<unknown>) => {
    const before = await tableChecksums(db);
    await write().catch(() => undefined);
    const after = await tableChecksums(db);
    return Object.keys(after).filter((table) => after[table] !== before[table]);
  };

  it.each([
    ['an insert', "INSERT INTO event_types (slug, name) VALUES ('party', 'Fête')"],
    ['an update of one value', "UPDATE event_types SET name = 'Noces' WHERE slug = 'wedding'"],
    ['an update to the same value', "UPDATE event_types SET name = 'Mariage' WHERE slug = 'wedding'"],
    ['a delete', "DELETE FROM event_types WHERE slug = 'birthday'"],
  ])('tells %s', async (_name, sql) => {
    expect(await changedTables(() => db.query(sql))).toEqual(['event_types']);
  });

  it('tells a delete and an insert that keep the count, in one transaction', async () => {
    const write = () =>
      db.transaction(async (tx) => {
        await tx.query("DELETE FROM event_types WHERE slug = 'birthday'");
        await tx.query("INSERT INTO event_types (slug, name) VALUES ('party', 'Fête')");
      });
    expect(await changedTables(write)).toEqual(['event_types']);
  });

  it('tells no change after a rolled-back write', async () => {
    const write = () =>
      db.transaction(async (tx) => {
        await tx.query("UPDATE event_types SET name = 'Noces' WHERE slug = 'wedding'");
        throw new Error('refused');
      });
    expect(await changedTables(write)).toEqual([]);
  });
});
