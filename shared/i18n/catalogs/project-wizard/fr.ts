/**
 * The project wizard (shared/features/project-wizard/): its five steps' names and their progress.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  projectWizard: {
    /** The steps, in their order (SPEC §2: event type; event details; extras; suggested providers; validation). */
    steps: {
      eventType: 'Type d’événement',
      eventDetails: 'Détails de l’événement',
      extras: 'Compléments',
      planners: 'Wedding planners suggérés',
      validation: 'Validation',
    },
    /** A step's progress, as the progress indicator says it (feminine: « étape »). */
    status: {
      notStarted: 'Non commencée',
      inProgress: 'En cours',
      done: 'Terminée',
    },
    /** The wizard island's screens (islands/project/wizard/). */
    wizard: {
      heading: 'Créer mon projet',
      loading: 'Chargement…',
      retry: 'Réessayer',
      stepOf: 'Étape {{number}} sur {{total}}',
      progressLabel: 'Progression',
      next: 'Suivant',
      back: 'Précédent',
      send: 'Envoyer mon projet',
      sending: 'Envoi en cours…',
      eventTypeLabel: 'Type d’événement',
      choose: 'Choisissez…',
      eventDate: 'Date de l’événement',
      location: 'Ville de l’événement',
      locationHint: 'Tapez les premières lettres, puis choisissez la ville dans la liste.',
      guestRange: 'Nombre d’invités',
      notSaid: 'Non précisé',
      serviceType: 'Type de prestation',
      theme: 'Thème',
      themeHint: 'Par exemple : bohème, champêtre, chic…',
      languages: 'Langues parlées par le wedding planner',
      plannerLocation: 'Où doit se trouver le wedding planner ?',
      nearEvent: 'Près du lieu de l’événement',
      anywhere: 'Peu importe',
      plannerBudget: 'Budget pour le wedding planner',
      budget: 'Budget total du mariage',
      plannersIntro:
        'Notre algorithme a sélectionné 3 profils pour vous : contacter plusieurs prestataires multiplie vos réponses par 6.',
      plannersNeedPlace: 'Choisissez d’abord la ville de l’événement pour voir les wedding planners proches.',
      featured: 'Le wedding planner que vous consultiez',
      contactName: 'Contacter {{name}}',
      more: 'Voir d’autres wedding planners',
      noMore: 'Aucun autre wedding planner pour le moment.',
      unknownPlanner:
        'Le wedding planner de votre lien est introuvable : il a été retiré de votre choix. Vous en choisirez d’autres à l’étape 4.',
      plannerLimit: '{{max}} wedding planners au plus : retirez-en un pour en choisir un autre.',
      chosenCount: 'Wedding planners choisis : {{count}}',
      checkTitle: 'Vérifiez vos réponses',
      change: 'Modifier',
      notAnswered: 'Non précisé',
      messageLabel: 'Votre message aux wedding planners',
      messageHint: 'Présentez-vous et décrivez votre projet en quelques mots.',
      signInTitle: 'Connectez-vous pour envoyer votre projet',
      signInHeading: 'Vérifiez votre numéro de téléphone',
      inscriptionIntro: 'Créez votre profil pour envoyer votre projet : vos réponses sont gardées.',
      dailyCap:
        'Vous avez atteint le nombre maximal de demandes pour aujourd’hui. Votre projet est enregistré : réessayez demain.',
      savedNotSent:
        'Votre projet est enregistré, mais la demande n’a pas pu être envoyée. Réessayez : il ne sera pas créé deux fois.',
      sentTitle: 'Votre projet est envoyé',
      sentText:
        'Wedding planners contactés : {{count}}. Ils vous répondent en général en moins de 24 heures.',
      alreadySentText: 'Déjà contactés récemment, pour ce projet ou un autre : {{count}}.',
      viewProject: 'Voir mon projet',
      newProject: 'Créer un autre projet',
    },
    /** The page of a project the wizard sent (islands/project/wizard/project-sent.tsx). */
    sent: {
      contacted: 'Wedding planners contactés',
      already: 'Déjà contactés récemment',
    },
    /** The same draft changed in another tab (islands/project/wizard/other-tab-notice.tsx). */
    otherTab: {
      notice:
        'Ce projet a été modifié dans un autre onglet. Les réponses de cet onglet restent affichées tant que vous n’avez pas choisi.',
      load: 'Reprendre la version de l’autre onglet',
      keep: 'Garder les réponses de cet onglet',
    },
  },
};
