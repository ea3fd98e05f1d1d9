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
    /** A typed text that is no date: how to type one, in the language's own order. */
    unreadable: 'Date non reconnue : tapez-la comme 12/06/2027 ou 12 juin 2027.',
    /** The calendar's month and year fields (flatpickr leaves them in English). */
    month: 'Mois',
    year: 'Année',
  },
};
