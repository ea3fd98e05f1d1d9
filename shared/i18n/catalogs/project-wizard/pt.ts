import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Tipo de evento',
      eventDetails: 'Detalhes do evento',
      extras: 'Complementos',
      planners: 'Wedding planners sugeridos',
      validation: 'Confirmação',
    },
    status: {
      notStarted: 'Por começar',
      inProgress: 'Em curso',
      done: 'Concluído',
    },
  },
} satisfies typeof french;
