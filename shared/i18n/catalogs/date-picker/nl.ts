import type french from './fr';

export default {
  datePicker: {
    label: 'Datum',
    required: 'Kies een datum.',
    unavailable: 'Deze datum is niet beschikbaar.',
    unreadable: 'Datum niet herkend: typ hem als 12-06-2027 of 12 juni 2027.',
    month: 'Maand',
    year: 'Jaar',
  },
} satisfies typeof french;
