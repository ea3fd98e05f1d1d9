/**
 * The provider's profile in the back-office (islands/back-office/): its portrait and experiences, its languages,
 * its services and its social networks.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  backOfficeProfile: {
    portrait: {
      title: 'Portrait et expériences',
      intro:
        'Votre portrait ouvre votre profil public ; ses premiers mots forment le résumé de votre fiche dans l’annuaire.',
      portraitLabel: 'Votre portrait',
      portraitHint: 'Gras, souligné et listes à puces ; {{max}} caractères au plus.',
      portraitTooLong: 'Votre portrait est trop long : raccourcissez-le.',
      experiencesTitle: 'Vos expériences',
      experiencesIntro:
        'Des mariages que vous avez organisés, une formation, un prix : votre profil les liste sous votre portrait.',
      experiencesEmpty: 'Aucune expérience pour l’instant.',
      experienceRow: 'Expérience {{position}}',
      experienceTitle: 'Intitulé',
      experienceYear: 'Année',
      experienceDescription: 'Quelques mots',
      addExperience: 'Ajouter une expérience',
      experienceTitleInvalid: 'Donnez un intitulé à cette expérience.',
      experienceYearInvalid: 'Saisissez une année à quatre chiffres, entre 1950 et 2100.',
      loading: 'Chargement de votre portrait…',
      loadFailed: 'Votre portrait n’a pas pu être chargé.',
      submit: 'Enregistrer',
      done: 'Votre portrait et vos expériences ont été enregistrés.',
      seeProfile: 'Voir mon profil public',
      notPublished: 'Votre profil sera visible à cette adresse une fois publié : {{url}}',
    },
    languages: {
      title: 'Langues',
      intro: 'Les langues que vous parlez apparaissent avec leur drapeau sur votre fiche et votre profil.',
      legend: 'Langues parlées',
      loading: 'Chargement des langues…',
      loadFailed: 'Vos langues n’ont pas pu être chargées.',
      submit: 'Enregistrer',
      done: 'Vos langues ont été enregistrées.',
      unknown: 'Choisissez une langue de la liste.',
    },
    services: {
      title: 'Prestations',
      intro: 'Les couples trouvent votre profil en cherchant les prestations que vous proposez.',
      legend: 'Prestations proposées',
      loading: 'Chargement des prestations…',
      loadFailed: 'Vos prestations n’ont pas pu être chargées.',
      submit: 'Enregistrer',
      done: 'Vos prestations ont été enregistrées.',
      unknown: 'Choisissez une prestation de la liste.',
    },
    socialNetworks: {
      title: 'Réseaux sociaux',
      intro: 'Les pages de vos réseaux sociaux apparaissent sur votre profil, dans cet ordre.',
      empty: 'Aucun réseau pour l’instant : ajoutez la page de votre entreprise sur Instagram, Facebook…',
      row: 'Réseau {{position}}',
      network: 'Réseau',
      url: 'Adresse de la page',
      urlHint: 'Par exemple : {{example}}',
      add: 'Ajouter un réseau',
      loading: 'Chargement de vos réseaux…',
      loadFailed: 'Vos réseaux n’ont pas pu être chargés.',
      submit: 'Enregistrer',
      done: 'Vos réseaux ont été enregistrés.',
      networkInvalid: 'Choisissez un réseau social.',
      urlInvalid: 'Saisissez l’adresse https de votre page sur ce réseau.',
      networkTwice: 'Ce réseau est déjà dans la liste.',
    },
  },
};
