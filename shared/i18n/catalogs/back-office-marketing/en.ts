import type french from './fr';

export default {
  backOfficeMarketing: {
    alertLabel: 'Announcement',
    dismissAlert: 'Hide this announcement',
    gotIt: 'Got it',
  },
} satisfies typeof french;
