import type { ReviewsTexts } from './fr';

export const de: ReviewsTexts = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Diese Bewertung gibt es nicht.',
    alreadyReported:
      'Sie haben diese Bewertung bereits gemeldet: Der Support prüft sie oder hat sie geprüft.',
    invitationSubject: 'Ihre Bewertung von {{planner}}',
    invitationBody:
      'Hallo {{name}},\n\nIhre Feier ({{eventType}}) am {{date}} liegt hinter Ihnen: Wie war die Zusammenarbeit mit {{planner}}? Ihre Bewertung hilft anderen Paaren bei der Wahl.\n\nHier bewerten:\n{{link}}\n\nDieser Link gilt nur für Sie und funktioniert bis zum {{expiry}}.\n\nIhr {{brand}}-Team',
    stars: '{{count}} von 5',
    page: {
      title: 'Ihre Bewertung',
      heading: 'Ihre Bewertung von {{planner}}',
      lead: 'Ihre Feier am {{date}} liegt hinter Ihnen: Erzählen Sie, wie die Zusammenarbeit war.',
      rating: 'Ihre Bewertung',
      text: 'Ihr Text',
      publicNote:
        'Ihre Bewertung wird auf dem Profil des Hochzeitsplaners unter dem Namen „{{name}}“ mit dem Datum Ihrer Feier veröffentlicht.',
      submit: 'Bewertung veröffentlichen',
      fixErrors: 'Ihre Bewertung wurde nicht gesendet:',
      thanksTitle: 'Danke für Ihre Bewertung',
      thanks: 'Ihre Bewertung ist auf dem Profil von {{planner}} veröffentlicht.',
      toProfile: 'Profil von {{planner}} ansehen',
      linkInvalid: 'Dieser Link ist ungültig. Verwenden Sie den vollständigen Link aus der E-Mail.',
      linkExpired: 'Dieser Link ist abgelaufen: Damit kann keine Bewertung mehr abgegeben werden.',
      alreadyReviewed: 'Sie haben diese Anfrage bereits bewertet. Danke!',
    },
    profile: {
      title: 'Bewertungen der Paare',
      average: 'Durchschnitt: {{average}} von 5',
      count: 'Bewertungen: {{count}}',
      rating: 'Bewertung: {{rating}} von 5',
      verified: 'Verifizierte Bewertung',
      eventOn: 'Feier am {{date}}',
      reply: 'Antwort von {{planner}}',
    },
  },
};
