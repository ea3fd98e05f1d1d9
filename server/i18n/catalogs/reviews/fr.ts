/**
 * Reviews: the invitation sent after the event, the couple’s review page, the profile’s section. French is the
 * source of truth.
 */
export const fr = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Cet avis n’existe pas.',
    alreadyReported: 'Vous avez déjà signalé cet avis : le support l’examine ou l’a examiné.',
    invitationSubject: 'Votre avis sur {{planner}}',
    invitationBody:
      'Bonjour {{name}},\n\nVotre {{eventType}} du {{date}} est passé : comment s’est passée votre collaboration avec {{planner}} ? Votre avis aide d’autres couples à choisir.\n\nDonnez votre avis ici :\n{{link}}\n\nCe lien vous est personnel et fonctionne jusqu’au {{expiry}}.\n\nL’équipe {{brand}}',
    stars: '{{count}} sur 5',
    page: {
      title: 'Votre avis',
      heading: 'Votre avis sur {{planner}}',
      lead: 'Votre événement du {{date}} est passé : racontez comment s’est passée votre collaboration.',
      rating: 'Votre note',
      text: 'Votre avis',
      publicNote:
        'Votre avis sera publié sur le profil du wedding planner sous le nom « {{name}} », avec la date de votre événement.',
      submit: 'Publier mon avis',
      fixErrors: 'Votre avis n’a pas été envoyé :',
      thanksTitle: 'Merci pour votre avis',
      thanks: 'Votre avis est publié sur le profil de {{planner}}.',
      toProfile: 'Voir le profil de {{planner}}',
      linkInvalid: 'Ce lien n’est pas valide. Utilisez le lien reçu par email, en entier.',
      linkExpired: 'Ce lien a expiré : il ne permet plus de donner un avis.',
      alreadyReviewed: 'Vous avez déjà donné votre avis sur cette demande. Merci !',
    },
    profile: {
      title: 'Avis des couples',
      average: 'Note moyenne : {{average}} sur 5',
      count: 'Avis : {{count}}',
      rating: 'Note : {{rating}} sur 5',
      verified: 'Avis vérifié',
      eventOn: 'Événement du {{date}}',
      reply: 'Réponse de {{planner}}',
    },
  },
};

export type ReviewsTexts = typeof fr;
