import type { CountryCode } from '@shared/sites/sites';
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
  /** The rich-text editor (`<pp-rich-text>`); its placeholder is `common.richTextPlaceholder`. */
  richText: {
    toolbar: 'Mise en forme',
    bold: 'Gras',
    underline: 'Souligné',
    bulletList: 'Liste à puces',
    required: 'Veuillez renseigner ce champ.',
  },
  /** The carousel (`<pp-carousel>`), for Splide's accessibility texts: `%s` is a number. */
  carousel: {
    label: 'Galerie de photos',
    thumbnails: 'Miniatures',
    prev: 'Photo précédente',
    next: 'Photo suivante',
    first: 'Aller à la première photo',
    last: 'Aller à la dernière photo',
    slideX: 'Afficher la photo %s',
    slideLabel: '%s sur %s',
    slide: 'image',
    select: 'Choisissez la photo à afficher',
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
  /** The contact widget (`<pp-contact-widget>`); its error texts are the shared `errors.*` ones. */
  contactWidget: {
    loading: 'Chargement…',
    account: {
      heading: 'Contactez ce wedding planner',
      intro: 'Vérifiez votre numéro de téléphone : nous vous envoyons un code par SMS.',
      phoneLabel: 'Numéro de téléphone',
      sendCode: 'Recevoir le code par SMS',
      sendingCode: 'Envoi du code…',
      codeLabel: 'Code de vérification',
      codeHint: 'Saisissez le code à 6 chiffres envoyé au {{phone}}.',
      codeSent: 'Un code a été envoyé au {{phone}}.',
      verify: 'Valider le code',
      verifying: 'Vérification du code…',
      changePhone: 'Modifier le numéro',
      resend: 'Renvoyer le code',
      resendIn: 'Vous pourrez demander un nouveau code dans {{seconds}} s.',
      resendLimit: 'Vous avez demandé le nombre maximal de codes. Réessayez plus tard.',
    },
    inscription: {
      heading: 'Créez votre profil',
      intro: 'Ces informations permettent au wedding planner de vous répondre.',
      email: 'Adresse e-mail',
      lastname: 'Nom',
      firstname: 'Prénom',
      namesWarning: 'Votre nom et votre prénom ne pourront plus être modifiés par la suite.',
      city: 'Ville',
      cityHint: 'Commencez à saisir votre ville, puis choisissez-la dans la liste.',
      terms: "J'accepte les <terms>conditions générales de vente</terms>",
      language: 'Langue de vos échanges',
      submit: 'Créer mon profil',
      submitting: 'Création du profil…',
    },
    presentation: {
      heading: 'Envoyez votre demande',
      intro: 'Choisissez le projet à présenter à ce wedding planner.',
      projectLabel: 'Votre projet',
      projectPlaceholder: 'Choisissez un projet',
      loadingProjects: 'Chargement de vos projets…',
      noUpcoming: "Vous n'avez aucun projet à venir. Créez-en un pour contacter ce wedding planner.",
      send: 'Envoyer ma demande',
      sending: 'Envoi en cours…',
      newProject: 'Créer un nouveau projet',
      retry: 'Réessayer',
      showSuggestions: 'Voir les wedding planners suggérés',
    },
    messageDialog: {
      title: 'Ajoutez un message à votre demande',
      intro:
        'Votre projet ne contient pas encore de message. Présentez-vous en quelques mots au wedding planner.',
      label: 'Votre message',
      required: 'Écrivez un message pour envoyer votre demande.',
      counter: '{{length}} caractères sur {{max}}',
      send: 'Envoyer',
      cancel: 'Annuler',
    },
    suggestions: {
      title: "D'autres wedding planners pour votre projet",
      intro:
        'Notre algorithme a sélectionné ces profils pour vous : contacter plusieurs prestataires multiplie vos réponses par 6.',
      contact: 'Contacter',
      contactName: 'Contacter {{name}}',
      contacting: 'Envoi…',
      photoAlt: 'Photo de {{name}}',
    },
  },
  /** Texts inside the shared components (`shared/ui`). */
  ui: {
    otp: {
      digit: 'Chiffre {{position}} sur {{length}}',
    },
    dialog: {
      close: 'Fermer',
    },
    phone: {
      country: 'Pays du numéro',
    },
    newTab: "(s'ouvre dans un nouvel onglet)",
    /** What a provider's card shows beside the provider's own data (shared/ui/provider-card). */
    providerCard: {
      premium: 'Membre Premium',
      premiumHint: 'Membre d’une communauté de professionnels et d’un programme de formation',
      recentlyActive: 'Actif récemment',
      recentlyActiveHint: 'Ce wedding planner s’est connecté au cours des 90 derniers jours',
      languages: 'Langues parlées',
    },
    field: {
      required: '(obligatoire)',
      optional: '(facultatif)',
    },
    form: {
      errorSummary: 'Le formulaire contient des erreurs :',
    },
  },
  phoneMask: {
    label: 'Numéro de téléphone',
    required: 'Veuillez saisir votre numéro de téléphone.',
  },
  datePicker: {
    label: 'Date',
    required: 'Veuillez choisir une date.',
    unavailable: "Cette date n'est pas disponible.",
    /** The calendar's month and year fields (flatpickr leaves them in English). */
    month: 'Mois',
    year: 'Année',
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
  /** The directory's islands: search, favourites. */
  directoryIslands: {
    search: {
      label: 'Trouver un wedding planner',
      service: 'Prestation',
      anyService: 'Toutes les prestations',
      region: 'Région',
      anyRegion: 'Toutes les régions',
      regionOption: '{{name}} ({{count}})',
      city: 'Ville',
      cityHint: 'Les wedding planners à moins de {{radius}} km de la ville choisie.',
      submit: 'Rechercher',
      searching: 'Recherche en cours…',
      found: 'Wedding planners trouvés : {{count}}',
      foundPage: 'Wedding planners trouvés : {{count}}. Page {{page}} sur {{pageCount}}.',
      retry: 'Réessayer',
      pagination: 'Pages des résultats',
      previous: 'Page précédente',
      next: 'Page suivante',
      pageLabel: 'Page {{page}} des résultats',
    },
    favorite: {
      add: 'Ajouter {{name}} à mes favoris',
      added: '{{name}} est dans vos favoris.',
      removed: "{{name}} n'est plus dans vos favoris.",
      failed: "Vos favoris n'ont pas pu être modifiés pour {{name}} : {{detail}}",
      signInTitle: 'Connectez-vous pour ajouter {{name}} à vos favoris',
      signInHeading: 'Votre numéro de téléphone',
      inscriptionIntro: 'Votre profil garde vos favoris et vous permet de contacter les wedding planners.',
    },
  },
};

export type Catalog = typeof fr;
