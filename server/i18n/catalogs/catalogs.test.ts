import { expect, it } from 'vitest';
import { describeCatalogs } from '@shared/i18n/catalogs/describe-catalogs';
import { textsWithStraightApostrophe } from '@shared/i18n/catalogs/straight-apostrophes';
import { SERVER_CATALOGS } from '.';

// One text may be spelled as in English: "Menu", the header's menu button in French, Dutch, Italian and Portuguese.
describeCatalogs('catalogs of the server', SERVER_CATALOGS, { sameAsEnglish: 1 });

it('writes the server’s French with the typographic apostrophe', () => {
  expect(textsWithStraightApostrophe(SERVER_CATALOGS.fr)).toEqual([]);
});
