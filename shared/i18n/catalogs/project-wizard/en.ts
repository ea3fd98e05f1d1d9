import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Event type',
      eventDetails: 'Event details',
      extras: 'Extras',
      planners: 'Suggested wedding planners',
      validation: 'Review',
    },
    status: {
      notStarted: 'Not started',
      inProgress: 'In progress',
      done: 'Done',
    },
  },
} satisfies typeof french;
