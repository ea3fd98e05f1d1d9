import type french from './fr';

export default {
  backOfficeMarketing: {
    alertLabel: 'Mededeling',
    dismissAlert: 'Deze mededeling verbergen',
    gotIt: 'Begrepen',
  },
} satisfies typeof french;
