import type { CatalogueTexts } from './fr';

export const es: CatalogueTexts = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Boda',
    engagement: 'Pedida de mano',
    'civil-union': 'Pareja de hecho',
    'vow-renewal': 'Renovación de votos',
    anniversary: 'Aniversario de boda',
    birthday: 'Cumpleaños',
    baptism: 'Bautizo',
    communion: 'Comunión',
    'bachelor-party': 'Despedida de soltero o soltera',
    'baby-shower': 'Baby shower',
    corporate: 'Evento de empresa',
    other: 'Otro evento',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Menos de {{count}} invitados',
    guestsBetween: 'De {{min}} a {{max}} invitados',
    guestsOver: '{{min}} invitados o más',
    amountUnder: 'Menos de {{amount}}',
    amountBetween: 'De {{min}} a {{max}}',
    amountOver: '{{amount}} o más',
  },
  serviceTypes: {
    'full-service': 'Organización completa',
    'partial-planning': 'Organización parcial',
    'day-of-coordination': 'Coordinación del día',
  },
};
