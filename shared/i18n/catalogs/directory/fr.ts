/**
 * The directory's islands: search, favourites.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
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
      removed: '{{name}} n’est plus dans vos favoris.',
      failed: 'Vos favoris n’ont pas pu être modifiés pour {{name}} : {{detail}}',
      signInTitle: 'Connectez-vous pour ajouter {{name}} à vos favoris',
      signInHeading: 'Votre numéro de téléphone',
      inscriptionIntro: 'Votre profil garde vos favoris et vous permet de contacter les wedding planners.',
    },
  },
};
