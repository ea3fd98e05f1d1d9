import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Tipo di evento',
      eventDetails: "Dettagli dell'evento",
      extras: 'Extra',
      planners: 'Wedding planner suggeriti',
      validation: 'Conferma',
    },
    status: {
      notStarted: 'Non iniziato',
      inProgress: 'In corso',
      done: 'Completato',
    },
  },
} satisfies typeof french;
