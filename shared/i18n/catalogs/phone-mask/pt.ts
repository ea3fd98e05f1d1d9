import type french from './fr';

export default {
  phoneMask: {
    label: 'Número de telefone',
    required: 'Introduza o seu número de telefone.',
  },
} satisfies typeof french;
