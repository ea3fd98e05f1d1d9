import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites/sites';
import { LANGUAGES, nativeLanguageName } from '../languages';
import { describeCatalogs, leaves } from './describe-catalogs';
import { importNamespace } from './import-namespace';
import { GROUPS, NAMESPACES, namespaceOf } from './namespaces';
import { CATALOGS } from '.';

const reference = leaves(CATALOGS.fr);

describeCatalogs('catalogs of the elements and islands', CATALOGS, { sameAsEnglish: 3 });

describe('namespaces', () => {
  it.each(NAMESPACES)(
    '%s: each language’s file holds exactly the groups the namespace lists',
    async (namespace) => {
      for (const language of LANGUAGES) {
        const texts = await importNamespace(namespace, language);
        expect({ language, groups: Object.keys(texts) }).toEqual({ language, groups: GROUPS[namespace] });
      }
    },
  );

  it('puts every group of the catalog in one namespace', () => {
    const listed = NAMESPACES.flatMap((namespace) => GROUPS[namespace]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(CATALOGS.fr).sort());
  });

  it('finds the namespace of a key', () => {
    expect(namespaceOf('errors.unknown')).toBe('common');
    expect(namespaceOf('contactWidget.account.heading')).toBe('contact-widget');
    expect(namespaceOf('nothing.here')).toBeUndefined();
  });
});

describe('catalogs', () => {
  it('names each language in itself as its own catalog does', () => {
    for (const language of LANGUAGES) {
      expect(nativeLanguageName(language)).toBe(CATALOGS[language].languages[language]);
    }
  });

  it('names the seven countries and the seven languages', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(CATALOGS[language].countries)).toEqual([...COUNTRY_CODES]);
      expect(Object.keys(CATALOGS[language].languages)).toEqual([...LANGUAGES]);
    }
  });

  it('contains the French texts quoted in docs/product/ verbatim', () => {
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

  it('contains the English texts fixed in docs/product/errors-and-failure-screen.md#validation-messages verbatim', () => {
    expect(CATALOGS.en.validation.phoneInvalid).toBe('Your phone number is invalid.');
    expect(CATALOGS.en.validation.eventDateInPast).toBe('You cannot choose a date in the past.');
  });
});
