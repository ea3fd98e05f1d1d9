import type french from './fr';

export default {
  datePicker: {
    label: 'Data',
    required: 'Escolha uma data.',
    unavailable: 'Esta data não está disponível.',
    month: 'Mês',
    year: 'Ano',
  },
} satisfies typeof french;
