import type french from './fr';

export default {
  datePicker: {
    label: 'Date',
    required: 'Please choose a date.',
    unavailable: 'This date is not available.',
    unreadable: 'Date not recognised: type it as 12/06/2027 or 12 June 2027.',
    month: 'Month',
    year: 'Year',
  },
} satisfies typeof french;
