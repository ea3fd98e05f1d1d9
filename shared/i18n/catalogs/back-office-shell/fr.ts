/**
 * The back-office's shell (islands/back-office/): the header's session, the frame of the pages a provider
 * signs in to see, the password field every form shares, and the dashboard.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  backOfficeShell: {
    session: {
      signIn: 'Se connecter',
      logOut: 'Se déconnecter',
      loggingOut: 'Déconnexion…',
    },
    frame: {
      loading: 'Chargement de votre espace…',
      loadFailed: 'Votre espace n’a pas pu être chargé.',
      signInFirst: 'Connectez-vous pour continuer…',
    },
    password: {
      show: 'Afficher le mot de passe',
      hide: 'Masquer le mot de passe',
      rule: 'Au moins 10 caractères.',
    },
    dashboard: {
      greeting: 'Bonjour {{name}}',
      nextTitle: 'Prochaines étapes',
      nothingNext: 'Rien à faire pour l’instant : votre compte est prêt.',
      resendLink: 'Renvoyer le lien',
      resendingLink: 'Envoi…',
      linkResent: 'Un nouveau lien a été envoyé à {{email}}. Le précédent ne fonctionne plus.',
      confirmEmailTitle: 'Confirmez votre adresse e-mail',
      confirmEmailText: 'Nous avons envoyé un lien à {{email}}. Suivez-le pour pouvoir publier votre profil.',
      finishTitle: 'Terminez votre inscription',
      finishText: 'Votre adresse est confirmée : complétez votre profil, puis terminez votre inscription.',
      finish: 'Terminer mon inscription',
      finishing: 'Enregistrement…',
      profileTitle: 'Votre profil public',
      profileLink: 'Voir mon profil dans l’annuaire',
      notPublished: 'Votre profil n’est pas encore publié dans l’annuaire.',
      responsesTitle: 'Vos réponses aux demandes',
      responsesNone: 'Aucune demande à compter sur les {{days}} derniers jours.',
      responsesFigures:
        'Sur les {{days}} derniers jours, vous avez répondu à {{rate}} des demandes ({{responses}} sur {{requests}}).',
      responsesMedian: 'Délai de réponse médian : {{median}}.',
      respondsQuickly: 'Les couples voient la mention « Répond vite » sur votre profil.',
      respondsQuicklyRule:
        'La mention « Répond vite » s’affiche sur votre profil quand vous répondez à au moins {{rate}} des demandes, en {{hours}} heures au plus en médiane, sur au moins {{requests}} demandes.',
      waitingTitle: 'Demandes en attente de réponse',
      waitingLead: 'Demande du {{sent}}',
      timeLeft: ': encore {{time}} pour répondre',
    },
  },
};
