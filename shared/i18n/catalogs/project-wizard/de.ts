import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Veranstaltungsart',
      eventDetails: 'Details der Veranstaltung',
      extras: 'Zusätze',
      planners: 'Vorgeschlagene Hochzeitsplaner',
      validation: 'Bestätigung',
    },
    status: {
      notStarted: 'Nicht begonnen',
      inProgress: 'In Bearbeitung',
      done: 'Erledigt',
    },
  },
} satisfies typeof french;
