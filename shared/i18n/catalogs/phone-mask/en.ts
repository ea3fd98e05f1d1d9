import type french from './fr';

export default {
  phoneMask: {
    label: 'Phone number',
    required: 'Please enter your phone number.',
  },
} satisfies typeof french;
