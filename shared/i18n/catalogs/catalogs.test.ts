import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../sites/sites';
import { LANGUAGES } from '../languages';
import { CATALOGS } from '.';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalog by dotted key; a branch that is not a string or an object shows up as a leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
    } else {
      found.set(`${prefix}${key}`, value);
    }
  }
  return found;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const reference = leaves(CATALOGS.fr);

describe('catalogs', () => {
  it('has a catalog per language', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)(
    '%s: has every key of the French catalog, each a non-empty text, and no other',
    (language) => {
      const texts = leaves(CATALOGS[language]);
      const missing = [...reference.keys()].filter((key) => !texts.has(key));
      const extra = [...texts.keys()].filter((key) => !reference.has(key));
      const empty = [...texts]
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => key);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    },
  );

  it.each(LANGUAGES)('%s: uses the same {{placeholders}} as French in each text', (language) => {
    const texts = leaves(CATALOGS[language]);
    for (const [key, french] of reference) {
      expect({ key, names: placeholders(String(texts.get(key))) }).toEqual({
        key,
        names: placeholders(String(french)),
      });
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s: is a translation, not a copy of English',
    (language) => {
      const texts = leaves(CATALOGS[language]);
      const english = leaves(CATALOGS.en);
      const identical = [...texts].filter(([key, text]) => english.get(key) === text).map(([key]) => key);
      // A few texts are the same in several languages ("Portugal", "Italiano", "Error {{status}}: …").
      expect(identical.length).toBeLessThanOrEqual(3);
    },
  );

  it('names the seven countries and the seven languages', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(CATALOGS[language].countries)).toEqual([...COUNTRY_CODES]);
      expect(Object.keys(CATALOGS[language].languages)).toEqual([...LANGUAGES]);
    }
  });

  it('contains the French texts of SPEC §5 and §8 verbatim', () => {
    const french = new Set(reference.values());
    const verbatim = [
      'Votre numéro de téléphone est invalide.',
      'Code invalide',
      'Email invalide',
      'Nom invalide',
      'Prénom invalide',
      'Ville invalide',
      'Vous devez accepter les conditions générales de vente',
      'Veuillez renseigner ce champs...',
      'Une erreur est survenue : {{detail}}',
      'Une erreur est survenue lors de la requête au serveur : {{detail}}',
      "Erreur lors de l'envoie de la demande : {{detail}}",
      'Vous avez déjà contacté ce prestataire.',
      'Une erreur est survenue lors de la récupération des prestataires :',
      'Demande envoyée avec succès',
      "Oups ! Quelque chose s'est mal passé",
      'Erreur {{status}} : {{message}}',
      'Une erreur inconnue est survenue',
      'Votre session a expiré. Veuillez vous reconnecter.',
    ];
    expect(verbatim.filter((text) => !french.has(text))).toEqual([]);
  });

  it('contains the English texts the spec quotes verbatim', () => {
    expect(CATALOGS.en.validation.phoneInvalid).toBe('Your phone number is invalid.');
    expect(CATALOGS.en.validation.eventDateInPast).toBe('You cannot choose a date in the past.');
  });
});
