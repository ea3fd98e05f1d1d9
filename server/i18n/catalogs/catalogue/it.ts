import type { CatalogueTexts } from './fr';

export const it: CatalogueTexts = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Matrimonio',
    engagement: 'Fidanzamento',
    'civil-union': 'Unione civile',
    'vow-renewal': 'Rinnovo delle promesse',
    anniversary: 'Anniversario di matrimonio',
    birthday: 'Compleanno',
    baptism: 'Battesimo',
    communion: 'Comunione',
    'bachelor-party': 'Addio al celibato o al nubilato',
    'baby-shower': 'Baby shower',
    corporate: 'Evento aziendale',
    other: 'Altro evento',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Meno di {{count}} invitati',
    guestsBetween: 'Da {{min}} a {{max}} invitati',
    guestsOver: '{{min}} invitati e più',
    amountUnder: 'Meno di {{amount}}',
    amountBetween: 'Da {{min}} a {{max}}',
    amountOver: '{{amount}} e più',
  },
  serviceTypes: {
    'full-service': 'Organizzazione completa',
    'partial-planning': 'Organizzazione parziale',
    'day-of-coordination': 'Coordinamento del giorno',
  },
};
