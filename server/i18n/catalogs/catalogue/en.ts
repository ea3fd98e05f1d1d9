import type { CatalogueTexts } from './fr';

export const en: CatalogueTexts = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Wedding',
    engagement: 'Engagement',
    'civil-union': 'Civil partnership',
    'vow-renewal': 'Vow renewal',
    anniversary: 'Wedding anniversary',
    birthday: 'Birthday',
    baptism: 'Christening',
    communion: 'First Communion',
    'bachelor-party': 'Hen or stag party',
    'baby-shower': 'Baby shower party',
    corporate: 'Corporate event',
    other: 'Other event',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Fewer than {{count}} guests',
    guestsBetween: '{{min}} to {{max}} guests',
    guestsOver: '{{min}} guests or more',
    amountUnder: 'Less than {{amount}}',
    amountBetween: '{{min}} to {{max}}',
    amountOver: '{{amount}} or more',
  },
  serviceTypes: {
    'full-service': 'Full planning',
    'partial-planning': 'Partial planning',
    'day-of-coordination': 'On-the-day coordination',
  },
};
