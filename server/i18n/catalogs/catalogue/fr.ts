/** The reference lists’ names, as the server writes them in pages and emails. French is the source of truth. */
export const fr = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Mariage',
    engagement: 'Fiançailles',
    'civil-union': 'PACS',
    'vow-renewal': 'Renouvellement de vœux',
    anniversary: 'Anniversaire de mariage',
    birthday: 'Anniversaire',
    baptism: 'Baptême',
    communion: 'Communion',
    'bachelor-party': 'Enterrement de vie de célibataire',
    'baby-shower': 'Baby shower',
    corporate: 'Événement d’entreprise',
    other: 'Autre événement',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Moins de {{count}} invités',
    guestsBetween: 'De {{min}} à {{max}} invités',
    guestsOver: '{{min}} invités et plus',
    amountUnder: 'Moins de {{amount}}',
    amountBetween: 'De {{min}} à {{max}}',
    amountOver: '{{amount}} et plus',
  },
  /** Service types by slug (the database names them in French only). */
  serviceTypes: {
    'full-service': 'Organisation complète',
    'partial-planning': 'Organisation partielle',
    'day-of-coordination': 'Coordination du jour J',
  },
};

export type CatalogueTexts = typeof fr;
