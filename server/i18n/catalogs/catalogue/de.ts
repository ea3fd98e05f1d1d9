import type { CatalogueTexts } from './fr';

export const de: CatalogueTexts = {
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Hochzeit',
    engagement: 'Verlobung',
    'civil-union': 'Eingetragene Partnerschaft',
    'vow-renewal': 'Erneuerung des Eheversprechens',
    anniversary: 'Hochzeitstag',
    birthday: 'Geburtstag',
    baptism: 'Taufe',
    communion: 'Kommunion',
    'bachelor-party': 'Junggesellenabschied',
    'baby-shower': 'Babyparty',
    corporate: 'Firmenveranstaltung',
    other: 'Andere Veranstaltung',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Weniger als {{count}} Gäste',
    guestsBetween: '{{min}} bis {{max}} Gäste',
    guestsOver: '{{min}} Gäste und mehr',
    amountUnder: 'Weniger als {{amount}}',
    amountBetween: '{{min}} bis {{max}}',
    amountOver: '{{amount}} und mehr',
  },
  serviceTypes: {
    'full-service': 'Komplette Planung',
    'partial-planning': 'Teilplanung',
    'day-of-coordination': 'Koordination am Hochzeitstag',
  },
};
