import type french from './fr';

export default {
  datePicker: {
    label: 'Datum',
    required: 'Kies een datum.',
    unavailable: 'Deze datum is niet beschikbaar.',
    month: 'Maand',
    year: 'Jaar',
  },
} satisfies typeof french;
