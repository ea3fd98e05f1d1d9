/**
 * The date picker (`<pp-date-picker>`).
 * French is the source of the keys: the other languages' files beside this one have exactly these keys (a
 * type error otherwise).
 */
export default {
  datePicker: {
    label: 'Date',
    required: 'Veuillez choisir une date.',
    unavailable: 'Cette date n’est pas disponible.',
    /** The calendar's month and year fields (flatpickr leaves them in English). */
    month: 'Mois',
    year: 'Année',
  },
};
