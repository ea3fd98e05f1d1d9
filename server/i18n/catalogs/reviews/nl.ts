import type { ReviewsTexts } from './fr';

export const nl: ReviewsTexts = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Deze beoordeling bestaat niet.',
    alreadyReported: 'U hebt deze beoordeling al gemeld: de support bekijkt ze of heeft ze bekeken.',
    invitationSubject: 'Uw beoordeling van {{planner}}',
    invitationBody:
      'Hallo {{name}},\n\nUw evenement ({{eventType}}) op {{date}} is voorbij: hoe was de samenwerking met {{planner}}? Uw beoordeling helpt andere koppels kiezen.\n\nGeef hier uw beoordeling:\n{{link}}\n\nDeze link is persoonlijk en werkt tot {{expiry}}.\n\nHet {{brand}}-team',
    stars: '{{count}} op 5',
    page: {
      title: 'Uw beoordeling',
      heading: 'Uw beoordeling van {{planner}}',
      lead: 'Uw evenement op {{date}} is voorbij: vertel hoe de samenwerking verliep.',
      rating: 'Uw score',
      text: 'Uw beoordeling',
      publicNote:
        'Uw beoordeling wordt op het profiel van de weddingplanner gepubliceerd onder de naam „{{name}}”, met de datum van uw evenement.',
      submit: 'Mijn beoordeling publiceren',
      fixErrors: 'Uw beoordeling is niet verstuurd:',
      thanksTitle: 'Bedankt voor uw beoordeling',
      thanks: 'Uw beoordeling staat op het profiel van {{planner}}.',
      toProfile: 'Profiel van {{planner}} bekijken',
      linkInvalid: 'Deze link is ongeldig. Gebruik de volledige link uit de e-mail.',
      linkExpired: 'Deze link is verlopen: u kunt er geen beoordeling meer mee geven.',
      alreadyReviewed: 'U hebt deze aanvraag al beoordeeld. Bedankt!',
    },
    profile: {
      title: 'Beoordelingen van koppels',
      average: 'Gemiddelde score: {{average}} op 5',
      count: 'Beoordelingen: {{count}}',
      rating: 'Score: {{rating}} op 5',
      verified: 'Geverifieerde beoordeling',
      eventOn: 'Evenement op {{date}}',
      reply: 'Reactie van {{planner}}',
    },
  },
};
