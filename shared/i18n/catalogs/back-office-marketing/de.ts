import type french from './fr';

export default {
  backOfficeMarketing: {
    alertLabel: 'Mitteilung',
    dismissAlert: 'Diese Mitteilung ausblenden',
    gotIt: 'Verstanden',
  },
} satisfies typeof french;
