import type french from './fr';

export default {
  datePicker: {
    label: 'Datum',
    required: 'Bitte wählen Sie ein Datum.',
    unavailable: 'Dieses Datum ist nicht verfügbar.',
    unreadable: 'Datum nicht erkannt: Geben Sie es als 12.06.2027 oder 12. Juni 2027 ein.',
    month: 'Monat',
    year: 'Jahr',
  },
} satisfies typeof french;
