import type french from './fr';

export default {
  phoneMask: {
    label: 'Telefoonnummer',
    required: 'Vul uw telefoonnummer in.',
  },
} satisfies typeof french;
