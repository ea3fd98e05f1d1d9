import type french from './fr';

export default {
  validation: {
    phoneInvalid: 'Your phone number is invalid.',
    codeInvalid: 'Invalid code',
    emailInvalid: 'Invalid email',
    lastnameInvalid: 'Invalid last name',
    firstnameInvalid: 'Invalid first name',
    cityInvalid: 'Invalid city',
    cityWithPostalCodeInvalid: 'Choose a city from the list.',
    termsRequired: 'You must accept the terms and conditions of sale',
    eventDateInPast: 'You cannot choose a date in the past.',
    dateInvalid: 'Invalid date',
    eventTypeRequired: 'Choose an event type.',
    plannersRequired: 'Choose at least one wedding planner to contact.',
    messageRequired: 'Write a message to send your request.',
    countryInvalid: 'Invalid country',
    languageInvalid: 'Invalid language',
    valueInvalid: 'Invalid value',
    namesLocked: 'Your last name and first name cannot be changed.',
    phoneLocked: 'To change your phone number, write to our team.',
    passwordTooShort: 'Your password must have at least 10 characters.',
    passwordTooLong: 'Your password cannot be longer than 128 characters.',
    passwordRequired: 'Enter your password.',
    companyNameInvalid: 'Invalid company name',
  },
} satisfies typeof french;
