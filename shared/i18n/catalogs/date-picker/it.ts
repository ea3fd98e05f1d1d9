import type french from './fr';

export default {
  datePicker: {
    label: 'Data',
    required: 'Scegli una data.',
    unavailable: 'Questa data non è disponibile.',
    unreadable: 'Data non riconosciuta: scrivila come 12/06/2027 o 12 giugno 2027.',
    month: 'Mese',
    year: 'Anno',
  },
} satisfies typeof french;
