import type french from './fr';

export default {
  phoneMask: {
    label: 'Número de teléfono',
    required: 'Introduce tu número de teléfono.',
  },
} satisfies typeof french;
