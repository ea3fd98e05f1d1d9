/**
 * The back-office's company page and onboarding checklist (islands/back-office/company/, onboarding/).
 * French is the source of the keys: the other languages' files beside this one have exactly these keys.
 */
export default {
  backOfficeCompany: {
    company: {
      title: 'Votre entreprise',
      intro:
        'Ce que les couples voient de votre entreprise : son nom, son adresse et ses prestations apparaissent sur votre profil et dans l’annuaire dès l’enregistrement.',
    },
    name: {
      title: 'Nom',
      label: 'Nom de l’entreprise',
      loading: 'Chargement du nom…',
      loadFailed: 'Le nom n’a pas pu être chargé.',
      submit: 'Enregistrer le nom',
      done: 'Le nom a été enregistré.',
    },
    siret: {
      title: 'Identifiant SIRET',
      label: 'Numéro SIRET',
      hint: '14 chiffres, sur votre extrait Kbis ou votre avis de situation Insee.',
      invalid: 'Ce numéro SIRET n’est pas valide : vérifiez ses 14 chiffres.',
      loading: 'Chargement du SIRET…',
      loadFailed: 'Le SIRET n’a pas pu être chargé.',
      submit: 'Enregistrer le SIRET',
      done: 'Le SIRET a été enregistré.',
      lookUp: 'Chercher dans le registre',
      lookingUp: 'Recherche dans le registre…',
      found:
        'Trouvé dans le registre : {{name}}, {{city}}. Le nom et l’adresse ont été pré-remplis : vérifiez-les puis enregistrez-les.',
    },
    details: {
      title: 'Informations légales et contact',
      legalForm: 'Forme juridique',
      legalFormHint: 'Par exemple : SARL, SAS, entrepreneur individuel.',
      vatNumber: 'Numéro de TVA intracommunautaire',
      vatNumberHint: 'Par exemple : FR40303265045.',
      vatNumberInvalid: 'Ce numéro de TVA n’est pas valide : deux lettres de pays puis des chiffres.',
      website: 'Site internet',
      websiteHint: 'Son adresse complète, par exemple https://www.mon-entreprise.fr.',
      websiteInvalid: 'Saisissez l’adresse complète de votre site, commençant par https://.',
      phone: 'Téléphone de l’entreprise',
      phoneHint: 'Le pays, puis le numéro tel que vous l’écrivez : 04 78 00 00 00.',
      loading: 'Chargement des informations…',
      loadFailed: 'Les informations n’ont pas pu être chargées.',
      submit: 'Enregistrer les informations',
      done: 'Les informations ont été enregistrées.',
    },
    address: {
      title: 'Adresse',
      street: 'Adresse (numéro et rue)',
      city: 'Ville',
      cityHint: 'Tapez le début du nom, puis choisissez la ville dans la liste : « Ville (code postal) ».',
      cityInvalid: 'Choisissez une ville dans la liste proposée.',
      loading: 'Chargement de l’adresse…',
      loadFailed: 'L’adresse n’a pas pu être chargée.',
      submit: 'Enregistrer l’adresse',
      done: 'L’adresse a été enregistrée.',
    },
    onboarding: {
      title: 'Compléter mon profil',
      intro:
        'Chaque étape rend votre profil plus complet ; celles marquées obligatoires sont nécessaires pour terminer.',
      score: 'Profil complet à {{score}} %',
      scoreLabel: 'Complétude du profil',
      required: 'Obligatoire',
      recommended: 'Conseillé',
      done: 'Fait',
      toDo: 'À faire',
      go: 'Compléter : {{part}}',
      loading: 'Chargement de votre progression…',
      loadFailed: 'Votre progression n’a pas pu être chargée.',
      missing: 'Encore à faire avant de terminer : {{parts}}.',
      finished: 'Votre inscription est terminée : votre profil est prêt.',
      finishText: 'Toutes les étapes obligatoires sont faites : vous pouvez terminer votre inscription.',
      dashboardLink: 'Voir les étapes de mon profil',
    },
    parts: {
      company: {
        title: 'Nom et SIRET de l’entreprise',
        brings: 'Les couples savent à qui ils s’adressent, et nous vérifions que votre entreprise existe.',
      },
      address: {
        title: 'Adresse',
        brings: 'Votre profil apparaît dans les recherches autour de votre ville.',
      },
      services: {
        title: 'Prestations',
        brings: 'Les couples qui cherchent une organisation complète ou un jour J vous trouvent.',
      },
      portrait: {
        title: 'Portrait',
        brings: 'Votre façon de travailler, avec vos mots : c’est ce qui donne envie de vous contacter.',
      },
      languages: {
        title: 'Langues parlées',
        brings: 'Les couples étrangers ou bilingues vous trouvent par leur langue.',
      },
      profilePhoto: {
        title: 'Photo de profil',
        brings: 'Un visage sur votre fiche dans l’annuaire : elle est bien plus souvent ouverte.',
      },
      gallery: {
        title: 'Trois photos dans la galerie',
        brings: 'Vos réalisations donnent confiance et montrent votre style.',
      },
    },
  },
};
