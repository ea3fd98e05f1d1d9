/**
 * The provider's profile in the back-office (islands/back-office/): its social networks.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  backOfficeProfile: {
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
