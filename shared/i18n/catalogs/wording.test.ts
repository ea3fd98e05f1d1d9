import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { leaves } from './describe-catalogs';
import { textsWithStraightApostrophe } from './straight-apostrophes';
import { CATALOGS } from '.';

/** Where a project's answer left out is named: the wizard's choice, its summary, the view and its edit form. */
const NOT_GIVEN_KEYS = [
  'projectWizard.wizard.notSaid',
  'projectWizard.wizard.notAnswered',
  'projectView.details.none',
  'projectView.edit.noRange',
] as const;

describe('the wording of the catalogs', () => {
  it('writes French with the typographic apostrophe, the SPEC’s verbatim texts aside', () => {
    expect(textsWithStraightApostrophe(CATALOGS.fr)).toEqual([]);
  });

  it('names an answer left out with one term in each language', () => {
    for (const language of LANGUAGES) {
      const texts = leaves(CATALOGS[language]);
      const terms = new Set(NOT_GIVEN_KEYS.map((key) => texts.get(key)));
      expect({ language, terms: terms.size }).toEqual({ language, terms: 1 });
    }
  });
});
