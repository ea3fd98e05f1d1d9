/**
 * The back-office's reviews page (islands/back-office/reviews/), and the messages of the reviews' fields.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys.
 */
export default {
  backOfficeReviews: {
    title: 'Avis des couples',
    intro:
      'Les avis que les couples vous ont laissés après leur événement, depuis le lien que nous leur envoyons une fois la date passée. Chaque avis est vérifié : il vient d’une demande que vous avez débloquée.',
    loading: 'Chargement de vos avis…',
    loadFailed: 'Vos avis n’ont pas pu être chargés.',
    empty:
      'Aucun avis pour l’instant. Les couples dont vous avez débloqué la demande reçoivent un lien pour en laisser un le lendemain de leur événement.',
    summaryLabel: 'Votre note',
    average: 'Note moyenne : {{average}} sur 5',
    noAverage: 'Pas encore de note publiée',
    count: 'Avis publiés : {{count}}',
    listLabel: 'Vos avis',
    rating: 'Note : {{rating}} sur 5',
    by: '{{name}} · événement du {{date}}',
    receivedOn: 'Reçu le {{date}}',
    verified: 'Avis vérifié',
    yourReply: 'Votre réponse publique',
    repliedOn: 'Publiée le {{date}}',
    reply: 'Répondre',
    editReply: 'Modifier la réponse',
    replyLabel: 'Votre réponse publique',
    replyHint: 'Elle apparaît sous l’avis, sur votre profil.',
    saveReply: 'Publier la réponse',
    replySaved: 'Réponse publiée.',
    cancel: 'Annuler',
    report: 'Signaler',
    reportTitle: 'Signaler cet avis',
    reportText:
      'Le support examine votre signalement et décide de garder ou de retirer l’avis. Il reste visible sur votre profil pendant ce temps.',
    reason: 'Raison',
    note: 'Précision (facultatif)',
    reportConfirm: 'Envoyer le signalement',
    reporting: 'Envoi…',
    reported: 'Avis signalé au support.',
    reasons: {
      fake: 'Faux avis',
      offensive: 'Propos injurieux ou inappropriés',
      'private-data': 'Données personnelles',
      'not-a-client': 'Ce couple n’était pas mon client',
      other: 'Autre raison',
    },
    reportStatus: {
      pending: 'Signalé : en cours d’examen par le support',
      kept: 'Signalement examiné : l’avis reste publié',
      removed: 'Retiré de votre profil par le support',
    },
    more: 'Voir plus d’avis',
    moreLoading: 'Chargement d’autres avis…',
    moreFailed: 'Les avis suivants n’ont pas pu être chargés.',
    textInvalid: 'Écrivez votre avis (2 000 caractères au plus).',
    ratingInvalid: 'Choisissez une note de 1 à 5 étoiles.',
    replyInvalid: 'Écrivez votre réponse (2 000 caractères au plus).',
    reasonInvalid: 'Choisissez une raison dans la liste.',
    noteTooLong: 'Une précision compte au plus 500 caractères.',
  },
};
