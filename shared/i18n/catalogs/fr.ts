import type { CountryCode } from '../../sites/sites';
import type { Language } from '../languages';

/**
 * The French catalog, the source of truth: every other catalog has exactly its keys (a type error
 * otherwise). Texts quoted by SPEC §5 and §8 are verbatim, spelling included.
 */
export const fr = {
  common: {
    refresh: 'Actualiser la page',
    requestSent: 'Demande envoyée avec succès',
    richTextPlaceholder: 'Veuillez renseigner ce champs...',
  },
  validation: {
    phoneInvalid: 'Votre numéro de téléphone est invalide.',
    codeInvalid: 'Code invalide',
    emailInvalid: 'Email invalide',
    lastnameInvalid: 'Nom invalide',
    firstnameInvalid: 'Prénom invalide',
    cityInvalid: 'Ville invalide',
    cityWithPostalCodeInvalid: 'Choisissez une ville dans la liste proposée.',
    termsRequired: 'Vous devez accepter les conditions générales de vente',
    eventDateInPast: 'Vous ne pouvez pas choisir une date passée.',
    dateInvalid: 'Date invalide',
    countryInvalid: 'Pays invalide',
    languageInvalid: 'Langue invalide',
    valueInvalid: 'Valeur invalide',
  },
  errors: {
    withDetail: 'Une erreur est survenue : {{detail}}',
    serverRequest: 'Une erreur est survenue lors de la requête au serveur : {{detail}}',
    sendRequest: "Erreur lors de l'envoie de la demande : {{detail}}",
    alreadyContacted: 'Vous avez déjà contacté ce prestataire.',
    /** Followed by the failure's detail, as in the original interface. */
    providersFetch: 'Une erreur est survenue lors de la récupération des prestataires :',
    somethingWentWrong: "Oups ! Quelque chose s'est mal passé",
    httpStatus: 'Erreur {{status}} : {{message}}',
    unknown: 'Une erreur inconnue est survenue',
    unknownStep: 'Étape inconnue.',
    noProvidersFound: "Aucun prestataire n'a été trouvé pour ce projet.",
    noResults: 'Aucun résultat ne correspond à votre recherche.',
    projectUnavailable: "Ce projet n'est plus disponible.",
    missingProfileInfo: 'Il manque des informations à votre profil. Complétez-le pour continuer.',
    notFoundTitle: 'Page introuvable',
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
  session: {
    expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  countries: {
    FR: 'France',
    BE: 'Belgique',
    GB: 'Royaume-Uni',
    DE: 'Allemagne',
    IT: 'Italie',
    ES: 'Espagne',
    PT: 'Portugal',
  } satisfies Record<CountryCode, string>,
  languages: {
    fr: 'Français',
    en: 'Anglais',
    nl: 'Néerlandais',
    de: 'Allemand',
    it: 'Italien',
    es: 'Espagnol',
    pt: 'Portugais',
  } satisfies Record<Language, string>,
  /** The server's answers to API calls (`HttpError`), in the caller's language. */
  server: {
    authenticationRequired: 'Authentification requise',
    sessionExpired: 'Session expirée',
    codeCooldown: 'Veuillez patienter avant de demander un nouveau code.',
    tooManyCodesForPhone: 'Trop de codes demandés pour ce numéro. Réessayez plus tard.',
    tooManyCodesFromAddress: 'Trop de codes demandés depuis cette adresse. Réessayez plus tard.',
    phoneNotVerified: 'Ce numéro de téléphone doit d’abord être vérifié par le code reçu par SMS.',
    accountExists: 'Un compte existe déjà pour ce numéro de téléphone.',
    smsNotSent: 'Le SMS n’a pas pu être envoyé. Réessayez dans un instant.',
    internalError: 'Erreur interne du serveur',
    tooManyRequests: 'Trop de requêtes. Réessayez dans un instant.',
    smsCode: 'Votre code de vérification : {{code}}',
  },
  /** Server-rendered pages; prices are filled in formatted for the page's locale. */
  pages: {
    home: {
      title: 'Trouvez votre wedding planner',
      description: 'Plus de 500 wedding planners, une réponse en moins de 24 heures.',
      providers: 'Plus de 500 prestataires',
      replyTime: 'Une réponse en moins de 24 heures',
      severalProviders: 'Contacter plusieurs prestataires multiplie vos réponses par 6',
      algorithm: 'Notre algorithme sélectionne 3 profils pour vous',
      pricesTitle: 'Tarifs indicatifs',
      fullService: 'Organisation complète : à partir de {{price}}',
      partialService: 'Organisation partielle : à partir de {{price}}',
      dayOfCoordination: 'Coordination le jour J : à partir de {{price}}',
    },
    project: {
      title: 'Mon projet de mariage',
    },
    backOffice: {
      title: 'Espace prestataire',
    },
    footer: {
      sitesLabel: 'Nos sites',
      demoPages: 'Pages de démonstration',
    },
  },
};

export type Catalog = typeof fr;
