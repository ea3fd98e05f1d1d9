import { describe, expect, it } from 'vitest';
import { EVERY_TEXT_FILE, everyTextSource, namespaceFolders } from './catalog-index';
import { readFile } from 'node:fs/promises';

describe('the catalogs’ generated index', () => {
  it('imports every namespace folder’s files: run `npm run catalogs` after adding a namespace', async () => {
    expect(await readFile(EVERY_TEXT_FILE, 'utf8')).toBe(await everyTextSource(await namespaceFolders()));
  });

  it('names a folder’s files by the folder and the language, and types the namespace by its French file', async () => {
    const source = await everyTextSource(['back-office-account']);
    expect(source).toContain("import backOfficeAccountPt from './back-office-account/pt';");
    expect(source).toContain("'back-office-account': typeof backOfficeAccountFr;");
  });
});
