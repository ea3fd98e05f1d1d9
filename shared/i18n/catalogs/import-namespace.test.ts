import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { elementTextFiles } from './import-namespace';
import { ISLAND_NAMESPACES } from './island-namespaces';
import { NAMESPACES } from './namespaces';

describe('the importers of the texts', () => {
  it('name every file of every namespace once, in the elements’ list or in the islands’', () => {
    const listed = [...elementTextFiles(), ...Object.keys(ISLAND_NAMESPACES)];
    const files = NAMESPACES.flatMap((namespace) =>
      LANGUAGES.map((language) => `./${namespace}/${language}.ts`),
    );
    expect([...listed].sort()).toEqual([...files].sort());
  });
});
