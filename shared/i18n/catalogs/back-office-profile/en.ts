import type french from './fr';

export default {
  backOfficeProfile: {
    socialNetworks: {
      title: 'Social networks',
      intro: 'Your social network pages appear on your profile, in this order.',
      empty: 'No network yet: add your business page on Instagram, Facebook…',
      row: 'Network {{position}}',
      network: 'Network',
      url: 'Page address',
      urlHint: 'For example: {{example}}',
      add: 'Add a network',
      loading: 'Loading your networks…',
      loadFailed: 'Your networks could not be loaded.',
      submit: 'Save',
      done: 'Your networks have been saved.',
      networkInvalid: 'Choose a social network.',
      urlInvalid: 'Enter the https address of your page on this network.',
      networkTwice: 'This network is already in the list.',
    },
  },
} satisfies typeof french;
