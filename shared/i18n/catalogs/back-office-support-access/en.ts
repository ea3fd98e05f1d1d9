import type french from './fr';

export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Support access in progress',
      text: '{{admin}} is acting for {{company}} until {{time}}. Everything done here is written to the provider’s log; buying credits, the password, the sign-in address and closing the account are refused.',
      stop: 'Stop access',
      stopping: 'Stopping…',
      stopFailed: 'The access could not be stopped. Try again.',
    },
    start: {
      intro:
        'Enter the provider’s profile identifier (the end of their public profile’s address). For one hour at most, you will see their back-office as they do; everything you do will be written to their log.',
      provider: 'Profile identifier',
      providerHint: 'For example: maison-rivage',
      submit: 'Act for this provider',
      submitting: 'Opening…',
      notAdmin: 'Only a support account can act for a provider. Sign in with your support account.',
      signIn: 'Sign in',
    },
    log: {
      open: 'See the log',
      title: 'Support access',
      intro:
        'Each time our team acts in your account, it is written here: when it came in, what it changed, and when it left.',
      empty: 'Support has never accessed your account.',
      loading: 'Loading the log…',
      loadFailed: 'The log could not be loaded.',
      started: 'On {{date}}, {{admin}} (support) viewed your account, until {{until}} at the latest.',
      changed: 'On {{date}}, {{admin}} (support) changed your account: {{action}}.',
      notDone: 'On {{date}}, {{admin}} (support) tried a change that did not go through: {{action}}.',
      refused:
        'On {{date}}, {{admin}} (support) tried an action only the account holder may take, refused: {{action}}.',
      stopped: 'On {{date}}, {{admin}} (support) left your account.',
      revoked: 'On {{date}}, {{admin}}’s access ended: their support account was removed.',
      more: 'Show older entries',
    },
  },
} satisfies typeof french;
