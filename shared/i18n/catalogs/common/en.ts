import type french from './fr';

export default {
  common: {
    refresh: 'Reload the page',
    requestSent: 'Request sent successfully',
    richTextPlaceholder: 'Please fill in this field...',
  },
  errors: {
    withDetail: 'An error occurred: {{detail}}',
    serverRequest: 'An error occurred during the request to the server: {{detail}}',
    sendRequest: 'Error while sending the request: {{detail}}',
    alreadyContacted: 'You have already contacted this provider.',
    providersFetch: 'An error occurred while fetching the providers:',
    somethingWentWrong: 'Oops! Something went wrong',
    httpStatus: 'Error {{status}}: {{message}}',
    unknown: 'An unknown error occurred',
    network: 'Could not connect. Check your connection and try again.',
    retryInSeconds: 'Try again {{delay, relativetime(second)}}.',
    retryInMinutes: 'Try again {{delay, relativetime(minute)}}.',
    retryInHours: 'Try again {{delay, relativetime(hour)}}.',
    unknownStep: 'Unknown step.',
    noProvidersFound: 'No providers were found for this project.',
    noResults: 'No results match your search.',
    projectUnavailable: 'This project is no longer available.',
    missingProfileInfo: 'Some information is missing from your profile. Complete it to continue.',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has been moved.',
  },
  session: {
    expired: 'Your session has expired. Please log in again.',
  },
} satisfies typeof french;
