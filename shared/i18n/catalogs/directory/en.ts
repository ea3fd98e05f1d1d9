import type french from './fr';

export default {
  directoryIslands: {
    search: {
      label: 'Find a wedding planner',
      service: 'Service',
      anyService: 'Any service',
      region: 'Region',
      anyRegion: 'Any region',
      regionOption: '{{name}} ({{count}} planners)',
      city: 'Town or city',
      cityHint: 'Wedding planners within {{radius}} km of the chosen city.',
      submit: 'Search',
      searching: 'Searching…',
      found: 'Wedding planners found: {{count}}',
      foundPage: 'Wedding planners found: {{count}}. Page {{page}} of {{pageCount}}.',
      retry: 'Try again',
      pagination: 'Result pages',
      previous: 'Previous page',
      next: 'Next page',
      pageLabel: 'Results page {{page}}',
    },
    favorite: {
      add: 'Add {{name}} to my favourites',
      added: '{{name}} is in your favourites.',
      removed: '{{name}} is no longer in your favourites.',
      failed: 'Your favourites could not be changed for {{name}}: {{detail}}',
      signInTitle: 'Sign in to add {{name}} to your favourites',
      signInHeading: 'Your phone number',
      inscriptionIntro: 'Your profile keeps your favourites and lets you contact wedding planners.',
    },
  },
} satisfies typeof french;
