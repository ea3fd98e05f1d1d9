import type french from './fr';

export default {
  datePicker: {
    label: 'Datum',
    required: 'Bitte wählen Sie ein Datum.',
    unavailable: 'Dieses Datum ist nicht verfügbar.',
    month: 'Monat',
    year: 'Jahr',
  },
} satisfies typeof french;
