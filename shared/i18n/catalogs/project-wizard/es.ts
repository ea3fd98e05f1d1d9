import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Tipo de evento',
      eventDetails: 'Detalles del evento',
      extras: 'Complementos',
      planners: 'Wedding planners sugeridos',
      validation: 'Confirmación',
    },
    status: {
      notStarted: 'Sin empezar',
      inProgress: 'En curso',
      done: 'Completado',
    },
  },
} satisfies typeof french;
