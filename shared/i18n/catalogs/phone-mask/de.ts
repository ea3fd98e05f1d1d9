import type french from './fr';

export default {
  phoneMask: {
    label: 'Telefonnummer',
    required: 'Bitte geben Sie Ihre Telefonnummer ein.',
  },
} satisfies typeof french;
