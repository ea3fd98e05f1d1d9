import type { ReviewsTexts } from './fr';

export const es: ReviewsTexts = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Esta opinión no existe.',
    alreadyReported: 'Ya denunciaste esta opinión: el soporte la está examinando o ya la examinó.',
    invitationSubject: 'Tu opinión sobre {{planner}}',
    invitationBody:
      'Hola, {{name}}:\n\nTu evento ({{eventType}}) del {{date}} ya pasó: ¿cómo fue trabajar con {{planner}}? Tu opinión ayuda a otras parejas a elegir.\n\nDeja tu opinión aquí:\n{{link}}\n\nEste enlace es personal y funciona hasta el {{expiry}}.\n\nEl equipo de {{brand}}',
    stars: '{{count}} de 5',
    page: {
      title: 'Tu opinión',
      heading: 'Tu opinión sobre {{planner}}',
      lead: 'Tu evento del {{date}} ya pasó: cuéntanos cómo fue la colaboración.',
      rating: 'Tu valoración',
      text: 'Tu opinión',
      publicNote:
        'Tu opinión se publicará en el perfil del wedding planner con el nombre «{{name}}» y la fecha de tu evento.',
      submit: 'Publicar mi opinión',
      fixErrors: 'Tu opinión no se ha enviado:',
      thanksTitle: 'Gracias por tu opinión',
      thanks: 'Tu opinión está publicada en el perfil de {{planner}}.',
      toProfile: 'Ver el perfil de {{planner}}',
      linkInvalid: 'Este enlace no es válido. Usa el enlace completo que recibiste por email.',
      linkExpired: 'Este enlace ha caducado: ya no permite dejar una opinión.',
      alreadyReviewed: 'Ya dejaste tu opinión sobre esta solicitud. ¡Gracias!',
    },
    profile: {
      title: 'Opiniones de las parejas',
      average: 'Valoración media: {{average}} de 5',
      count: 'Opiniones: {{count}}',
      rating: 'Valoración: {{rating}} de 5',
      verified: 'Opinión verificada',
      eventOn: 'Evento del {{date}}',
      reply: 'Respuesta de {{planner}}',
    },
  },
};
