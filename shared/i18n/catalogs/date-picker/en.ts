import type french from './fr';

export default {
  datePicker: {
    label: 'Date',
    required: 'Please choose a date.',
    unavailable: 'This date is not available.',
    month: 'Month',
    year: 'Year',
  },
} satisfies typeof french;
