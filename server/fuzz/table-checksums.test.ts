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
  // A table no trigger follows (the directory's version moves with most others): one write, one table changed.
  beforeEach(async () => {
    await resetDatabase(db);
    await db.query("INSERT INTO project_ranges (kind, label, position) VALUES ('guest', '50', 1)");
    await db.query("INSERT INTO project_ranges (kind, label, position) VALUES ('guest', '100', 2)");
  });

  const changedTables = async (write: () => Promise<unknown>) => {
    const before = await tableChecksums(db);
    await write().catch(() => undefined);
    const after = await tableChecksums(db);
    return Object.keys(after).filter((table) => after[table] !== before[table]);
  };

  it.each([
    ['an insert', "INSERT INTO project_ranges (kind, label, position) VALUES ('guest', '150', 3)"],
    ['an update of one value', "UPDATE project_ranges SET label = '60' WHERE position = 1"],
    ['an update to the same value', "UPDATE project_ranges SET label = '50' WHERE position = 1"],
    ['a delete', 'DELETE FROM project_ranges WHERE position = 2'],
  ])('tells %s', async (_name, sql) => {
    expect(await changedTables(() => db.query(sql))).toEqual(['project_ranges']);
  });

  it('tells a delete and an insert that keep the count, in one transaction', async () => {
    const write = () =>
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM project_ranges WHERE position = 2');
        await tx.query("INSERT INTO project_ranges (kind, label, position) VALUES ('guest', '150', 3)");
      });
    expect(await changedTables(write)).toEqual(['project_ranges']);
  });

  it('tells no change after a rolled-back write', async () => {
    const write = () =>
      db.transaction(async (tx) => {
        await tx.query("UPDATE project_ranges SET label = '60' WHERE position = 1");
        throw new Error('refused');
      });
    expect(await changedTables(write)).toEqual([]);
  });
});
