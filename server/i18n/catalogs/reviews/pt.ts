import type { ReviewsTexts } from './fr';

export const pt: ReviewsTexts = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Esta avaliação não existe.',
    alreadyReported: 'Já denunciou esta avaliação: o apoio está a analisá-la ou já a analisou.',
    invitationSubject: 'A sua avaliação de {{planner}}',
    invitationBody:
      'Olá {{name}},\n\nO seu evento ({{eventType}}) de {{date}} já passou: como correu a colaboração com {{planner}}? A sua avaliação ajuda outros casais a escolher.\n\nDeixe a sua avaliação aqui:\n{{link}}\n\nEste link é pessoal e funciona até {{expiry}}.\n\nA equipa {{brand}}',
    stars: '{{count}} em 5',
    page: {
      title: 'A sua avaliação',
      heading: 'A sua avaliação de {{planner}}',
      lead: 'O seu evento de {{date}} já passou: conte como correu a colaboração.',
      rating: 'A sua classificação',
      text: 'A sua avaliação',
      publicNote:
        'A sua avaliação será publicada no perfil do wedding planner com o nome «{{name}}» e a data do seu evento.',
      submit: 'Publicar a minha avaliação',
      fixErrors: 'A sua avaliação não foi enviada:',
      thanksTitle: 'Obrigado pela sua avaliação',
      thanks: 'A sua avaliação está publicada no perfil de {{planner}}.',
      toProfile: 'Ver o perfil de {{planner}}',
      linkInvalid: 'Este link não é válido. Use o link completo que recebeu por email.',
      linkExpired: 'Este link expirou: já não permite deixar uma avaliação.',
      alreadyReviewed: 'Já avaliou este pedido. Obrigado!',
    },
    profile: {
      title: 'Avaliações dos casais',
      average: 'Classificação média: {{average}} em 5',
      count: 'Avaliações: {{count}}',
      rating: 'Classificação: {{rating}} em 5',
      verified: 'Avaliação verificada',
      eventOn: 'Evento de {{date}}',
      reply: 'Resposta de {{planner}}',
    },
  },
};
