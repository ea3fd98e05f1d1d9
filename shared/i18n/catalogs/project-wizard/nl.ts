import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Soort evenement',
      eventDetails: 'Details van het evenement',
      extras: 'Aanvullingen',
      planners: 'Voorgestelde weddingplanners',
      validation: 'Bevestiging',
    },
    status: {
      notStarted: 'Niet begonnen',
      inProgress: 'Bezig',
      done: 'Klaar',
    },
  },
} satisfies typeof french;
