import type french from './fr';

export default {
  phoneMask: {
    label: 'Numero di telefono',
    required: 'Inserisci il tuo numero di telefono.',
  },
} satisfies typeof french;
