/**
 * The project site's shell: the header's session, the couple's home, the sign-in, adding a planner found by
 * the search to a project.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  projectSite: {
    session: {
      signIn: 'Se connecter',
      greeting: 'Bonjour {{name}}',
      logOut: 'Se déconnecter',
    },
    home: {
      title: 'Vos projets à venir',
      loading: 'Chargement de vos projets…',
      loadFailed: 'Vos projets n’ont pas pu être chargés.',
      empty: 'Vous n’avez pas de projet à venir.',
      newProject: 'Nouveau projet',
      contacted: 'Wedding planners contactés : {{count}}',
      answered: 'Réponses reçues : {{count}}',
      draftTitle: 'Un projet à terminer',
      draftText: 'Vous avez commencé un projet sans l’envoyer : reprenez là où vous vous étiez arrêtés.',
      continueDraft: 'Continuer mon projet',
      more: 'Voir plus de projets',
      moreLoading: 'Chargement des projets suivants…',
      moreFailed: 'Les projets suivants n’ont pas pu être chargés.',
      closedTitle: 'Projets clôturés',
      closedIntro:
        'Ils restent consultables avec leurs demandes, mais ne peuvent plus être modifiés ni envoyés.',
      closedOn: 'Clôturé le {{date}}',
      closedLoadFailed: 'Vos projets clôturés n’ont pas pu être chargés.',
      closedMore: 'Voir plus de projets clôturés',
    },
    signIn: {
      heading: 'Connectez-vous avec votre téléphone',
      inscriptionIntro: 'Créez votre profil pour préparer votre projet de mariage.',
      signedIn: 'Vous êtes connectés. Redirection vers votre projet…',
    },
    addToProject: {
      open: 'Ajouter {{name}} à un projet',
      project: 'Projet',
      add: 'Ajouter',
      adding: 'Ajout en cours…',
      signInFirst: 'Connectez-vous pour ajouter ce wedding planner à un projet.',
      signInLink: 'Se connecter',
      noProject: 'Vous n’avez pas de projet ouvert à venir.',
      createProject: 'Créer un projet',
      sent: 'Demande envoyée à {{name}}.',
      noMessage:
        'Ce projet n’a pas encore de message pour les wedding planners : ajoutez-le depuis le projet.',
      openProject: 'Ouvrir le projet',
    },
  },
};
