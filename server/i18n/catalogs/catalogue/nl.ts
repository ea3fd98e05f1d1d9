import type { CatalogueTexts } from './fr';

export const nl: CatalogueTexts = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Huwelijk',
    engagement: 'Verloving',
    'civil-union': 'Geregistreerd partnerschap',
    'vow-renewal': 'Hernieuwing van de huwelijksgelofte',
    anniversary: 'Huwelijksverjaardag',
    birthday: 'Verjaardag',
    baptism: 'Doop',
    communion: 'Communie',
    'bachelor-party': 'Vrijgezellenfeest',
    'baby-shower': 'Babyshower',
    corporate: 'Bedrijfsevenement',
    other: 'Ander evenement',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Minder dan {{count}} gasten',
    guestsBetween: '{{min}} tot {{max}} gasten',
    guestsOver: '{{min}} gasten of meer',
    amountUnder: 'Minder dan {{amount}}',
    amountBetween: '{{min}} tot {{max}}',
    amountOver: '{{amount}} of meer',
  },
  serviceTypes: {
    'full-service': 'Volledige organisatie',
    'partial-planning': 'Gedeeltelijke organisatie',
    'day-of-coordination': 'Coördinatie op de dag zelf',
  },
};
