/**
 * Support access in the back-office (islands/back-office/support-access/): the banner every page shows while
 * support acts as a provider, the admin's page that starts it, and the provider's log of it.
 * French is the source of the keys: the other languages’ files beside this one have exactly these keys.
 */
export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Accès du support en cours',
      text: '{{admin}} agit pour {{company}} jusqu’à {{time}}. Tout ce qui est fait ici est noté dans le journal du prestataire ; l’achat de crédits, le mot de passe, l’adresse de connexion et la fermeture du compte sont refusés.',
      stop: 'Arrêter l’accès',
      stopping: 'Arrêt…',
      stopFailed: 'L’accès n’a pas pu être arrêté. Réessayez.',
    },
    start: {
      intro:
        'Indiquez l’identifiant du profil du prestataire (la fin de l’adresse de son profil public). Pendant une heure au plus, vous verrez son espace comme lui ; tout ce que vous ferez sera noté dans son journal.',
      provider: 'Identifiant du profil',
      providerHint: 'Par exemple : maison-rivage',
      submit: 'Agir pour ce prestataire',
      submitting: 'Ouverture…',
      notAdmin:
        'Seul un compte du support peut agir pour un prestataire. Connectez-vous avec votre compte du support.',
      signIn: 'Se connecter',
    },
    log: {
      open: 'Voir le journal',
      title: 'Accès du support',
      intro:
        'Chaque fois que notre équipe agit dans votre compte, c’est noté ici : quand elle y est entrée, ce qu’elle a modifié, et quand elle en est sortie.',
      empty: 'Le support n’a jamais accédé à votre compte.',
      loading: 'Chargement du journal…',
      loadFailed: 'Le journal n’a pas pu être chargé.',
      started: 'Le {{date}}, {{admin}} (support) a consulté votre compte, jusqu’au {{until}} au plus tard.',
      changed: 'Le {{date}}, {{admin}} (support) a modifié votre compte : {{action}}.',
      notDone: 'Le {{date}}, {{admin}} (support) a tenté une modification qui n’a pas abouti : {{action}}.',
      refused:
        'Le {{date}}, {{admin}} (support) a tenté une action réservée au titulaire du compte, refusée : {{action}}.',
      stopped: 'Le {{date}}, {{admin}} (support) a quitté votre compte.',
      revoked: 'Le {{date}}, l’accès de {{admin}} a pris fin : son compte du support a été retiré.',
      more: 'Afficher les entrées plus anciennes',
    },
  },
};
