import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites/sites';
import { LANGUAGES } from '../languages';
import { describeCatalogs, leaves } from './describe-catalogs';
import { CATALOGS } from '.';

const reference = leaves(CATALOGS.fr);

describeCatalogs('catalogs of the elements and islands', CATALOGS, { sameAsEnglish: 3 });

describe('catalogs', () => {
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
