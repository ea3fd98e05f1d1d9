import type { CatalogueTexts } from './fr';

export const pt: CatalogueTexts = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Casamento',
    engagement: 'Noivado',
    'civil-union': 'União de facto',
    'vow-renewal': 'Renovação de votos',
    anniversary: 'Aniversário de casamento',
    birthday: 'Aniversário',
    baptism: 'Batizado',
    communion: 'Comunhão',
    'bachelor-party': 'Despedida de solteiro ou solteira',
    'baby-shower': 'Chá de bebé',
    corporate: 'Evento empresarial',
    other: 'Outro evento',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Menos de {{count}} convidados',
    guestsBetween: 'De {{min}} a {{max}} convidados',
    guestsOver: '{{min}} convidados ou mais',
    amountUnder: 'Menos de {{amount}}',
    amountBetween: 'De {{min}} a {{max}}',
    amountOver: '{{amount}} ou mais',
  },
  serviceTypes: {
    'full-service': 'Organização completa',
    'partial-planning': 'Organização parcial',
    'day-of-coordination': 'Coordenação do dia',
  },
};
