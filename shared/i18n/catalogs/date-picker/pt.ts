import type french from './fr';

export default {
  datePicker: {
    label: 'Data',
    required: 'Escolha uma data.',
    unavailable: 'Esta data não está disponível.',
    unreadable: 'Data não reconhecida: escreva-a como 12/06/2027 ou 12 de junho de 2027.',
    month: 'Mês',
    year: 'Ano',
  },
} satisfies typeof french;
