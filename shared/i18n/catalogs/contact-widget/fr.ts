/**
 * The contact widget (`<pp-contact-widget>`) and the phone sign-in it shares.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  /** The contact widget (`<pp-contact-widget>`); its error texts are the shared `errors.*` ones. */
  contactWidget: {
    loading: 'Chargement…',
    /** The widget's code did not arrive (offline): `errors.network`'s words, among the first page's texts. */
    loadFailed: 'Connexion impossible. Vérifiez votre connexion et réessayez.',
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
      terms: 'J’accepte les <terms>conditions générales de vente</terms>',
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
      noUpcoming: 'Vous n’avez aucun projet à venir. Créez-en un pour contacter ce wedding planner.',
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
      title: 'D’autres wedding planners pour votre projet',
      intro:
        'Notre algorithme a sélectionné ces profils pour vous : contacter plusieurs prestataires multiplie vos réponses par 6.',
      contact: 'Contacter',
      contactName: 'Contacter {{name}}',
      contacting: 'Envoi…',
      photoAlt: 'Photo de {{name}}',
    },
  },
};
