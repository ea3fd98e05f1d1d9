import type french from './fr';

export default {
  datePicker: {
    label: 'Data',
    required: 'Scegli una data.',
    unavailable: 'Questa data non è disponibile.',
    month: 'Mese',
    year: 'Anno',
  },
} satisfies typeof french;
