/**
 * The project wizard (shared/features/project-wizard/): its five steps' names and their progress.
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  projectWizard: {
    /** The steps, in their order (SPEC §2: event type; event details; extras; suggested providers; validation). */
    steps: {
      eventType: "Type d'événement",
      eventDetails: "Détails de l'événement",
      extras: 'Compléments',
      planners: 'Wedding planners suggérés',
      validation: 'Validation',
    },
    /** A step's progress, as the progress indicator says it (feminine: « étape »). */
    status: {
      notStarted: 'Non commencée',
      inProgress: 'En cours',
      done: 'Terminée',
    },
  },
};
