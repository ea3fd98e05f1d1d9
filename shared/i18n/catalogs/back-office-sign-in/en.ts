import type french from './fr';

export default {
  backOfficeSignIn: {
    fields: {
      email: 'Email address',
      password: 'Password',
      newPassword: 'New password',
      companyName: 'Your company’s name',
      country: 'Country',
      language: 'Language',
    },
    login: {
      submit: 'Sign in',
      sending: 'Signing in…',
      refused: 'Wrong email or password.',
      forgot: 'Forgot your password?',
      noAccount: 'No account yet?',
      register: 'Create an account',
    },
    register: {
      submit: 'Create my account',
      sending: 'Creating the account…',
      sentTitle: 'Check your mailbox',
      sentText: 'We sent a confirmation link to {{email}}. Follow it to activate your account, then sign in.',
      haveAccount: 'Already have an account?',
      login: 'Sign in',
    },
    forgot: {
      intro: 'Enter your account’s email address: we will send you a link to choose a new password.',
      submit: 'Get the link',
      sending: 'Sending…',
      sentTitle: 'Check your mailbox',
      sentText: 'If an account exists for {{email}}, a link valid for one hour has just been sent to it.',
      backToLogin: 'Back to sign-in',
    },
    reset: {
      submit: 'Save my password',
      sending: 'Saving…',
      done: 'Your password has been changed. Sign in with the new one.',
      unknown: 'This link is not valid. Check that it is complete, or ask for a new one.',
      dead: 'This link has expired or has already been used. Ask for a new one.',
      askAgain: 'Ask for a new link',
      login: 'Sign in',
    },
    confirm: {
      intro: 'Confirm your email address to activate your account.',
      submit: 'Confirm my address',
      sending: 'Confirming…',
      confirmed: 'Your address {{email}} is confirmed.',
      unknown: 'This confirmation link is not valid. Check that it is complete.',
      goneNext:
        'If your address is already confirmed, sign in; otherwise sign in and ask for a new link from your account.',
      toDashboard: 'Go to my dashboard',
      login: 'Sign in',
    },
  },
} satisfies typeof french;
