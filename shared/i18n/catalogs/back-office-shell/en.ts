import type french from './fr';

export default {
  backOfficeShell: {
    session: {
      signIn: 'Sign in',
      logOut: 'Log out',
      loggingOut: 'Logging out…',
    },
    frame: {
      loading: 'Loading your area…',
      loadFailed: 'Your area could not be loaded.',
      signInFirst: 'Sign in to continue…',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
      rule: 'At least 10 characters.',
    },
    dashboard: {
      greeting: 'Hello {{name}}',
      nextTitle: 'Next steps',
      nothingNext: 'Nothing to do for now: your account is ready.',
      resendLink: 'Send the link again',
      resendingLink: 'Sending…',
      linkResent: 'A new link was sent to {{email}}. The previous one no longer works.',
      confirmEmailTitle: 'Confirm your email address',
      confirmEmailText: 'We sent a link to {{email}}. Follow it to be able to publish your profile.',
      finishTitle: 'Finish signing up',
      finishText: 'Your address is confirmed: complete your profile, then finish signing up.',
      finish: 'Finish signing up',
      finishing: 'Saving…',
      profileTitle: 'Your public profile',
      profileLink: 'See my profile in the directory',
      notPublished: 'Your profile is not published in the directory yet.',
      responsesTitle: 'Your answers to requests',
      responsesNone: 'No request to count over the last {{days}} days.',
      responsesFigures:
        'Over the last {{days}} days, you answered {{rate}} of requests ({{responses}} of {{requests}}).',
      responsesMedian: 'Median answer time: {{median}}.',
      respondsQuickly: 'Couples see the “Responds quickly” mark on your profile.',
      respondsQuicklyRule:
        'The “Responds quickly” mark shows on your profile when you answer at least {{rate}} of requests, within {{hours}} hours at the median, over at least {{requests}} requests.',
      waitingTitle: 'Requests waiting for an answer',
      waitingLead: 'Request of {{sent}}',
      timeLeft: ': {{time}} left to answer',
    },
  },
} satisfies typeof french;
