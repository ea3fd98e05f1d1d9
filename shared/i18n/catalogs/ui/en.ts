import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Digit {{position}} of {{length}}',
    },
    dialog: {
      close: 'Close',
    },
    phone: {
      country: 'Country of the number',
    },
    newTab: '(opens in a new tab)',
    citySearch: {
      searching: 'Searching…',
      noneFound: 'No city found',
    },
    providerCard: {
      premium: 'Premium member',
      premiumHint: 'Member of a professional community and training programme',
      recentlyActive: 'Recently active',
      recentlyActiveHint: 'This wedding planner has logged in within the last 90 days',
      respondsQuickly: 'Responds quickly',
      respondsQuicklyHint:
        'This wedding planner answers at least 80% of requests, most often within 24 hours',
      languages: 'Languages spoken',
    },
    field: {
      required: '(required)',
      optional: '(optional)',
    },
    form: {
      errorSummary: 'There is a problem with the form:',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: 'Move {{row}} up',
      moveDown: 'Move {{row}} down',
      remove: 'Remove {{row}}',
      moved: '{{row}} moved to position {{position}}',
      removed: '{{row}} removed',
    },
    queryState: {
      retry: 'Try again',
    },
  },
  countries: {
    FR: 'France',
    BE: 'Belgium',
    GB: 'United Kingdom',
    DE: 'Germany',
    IT: 'Italy',
    ES: 'Spain',
    PT: 'Portugal',
  },
  languages: {
    fr: 'French',
    en: 'English',
    nl: 'Dutch',
    de: 'German',
    it: 'Italian',
    es: 'Spanish',
    pt: 'Portuguese',
  },
} satisfies typeof french;
