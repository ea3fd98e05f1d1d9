import type french from './fr';

export default {
  backOfficeAccount: {
    saving: 'Saving…',
    email: {
      title: 'Email address',
      current: 'You sign in with {{email}}.',
      unconfirmed: 'This address is not confirmed yet: follow the link we sent you.',
      pending: 'Waiting for confirmation: {{email}}. Follow the link sent to that address.',
      pendingExpired: 'The link sent to {{email}} has expired: ask for the change again.',
      newEmail: 'New email address',
      password: 'Current password',
      submit: 'Change address',
      sent: 'A confirmation link has been sent to {{email}}.',
    },
    password: {
      title: 'Password',
      current: 'Current password',
      new: 'New password',
      submit: 'Change password',
      saved: 'Your password has been changed. Your other sessions have been closed.',
    },
    language: {
      title: 'Language',
      label: 'Language of your area and of our emails',
      submit: 'Save the language',
      saved: 'The language has been saved.',
    },
    personal: {
      title: 'Personal information',
      firstname: 'First name',
      lastname: 'Last name',
      submit: 'Save',
      saved: 'Your information has been saved.',
    },
    phone: {
      title: 'Phone',
      current: 'Verified number: {{phone}}',
      none: 'No verified number yet.',
      number: 'New mobile number',
      numberHint: 'In international format, for example +447700900123.',
      unavailable: 'This number cannot be used for your account.',
      send: 'Get a code',
      code: 'Code received by SMS',
      codeHint: 'The 6 digits sent to {{phone}}.',
      verify: 'Verify the number',
      otherNumber: 'Change number',
      verified: 'Your number has been verified.',
    },
    delete: {
      title: 'Delete my account',
      intro:
        'Your profile leaves the directory at once and your personal data is erased. Requests already received stay readable by the couples who sent them.',
      open: 'Delete my account',
      dialogTitle: 'Delete your account for good?',
      dialogText: 'This cannot be undone. Enter your password to confirm.',
      password: 'Password',
      confirm: 'Delete for good',
      cancel: 'Cancel',
    },
  },
} satisfies typeof french;
