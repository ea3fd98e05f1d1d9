import type french from './fr';

export default {
  common: {
    refresh: 'Pagina vernieuwen',
    requestSent: 'Aanvraag succesvol verzonden',
    richTextPlaceholder: 'Vul dit veld in...',
  },
  errors: {
    withDetail: 'Er is een fout opgetreden: {{detail}}',
    serverRequest: 'Er is een fout opgetreden bij het verzoek aan de server: {{detail}}',
    sendRequest: 'Fout bij het verzenden van de aanvraag: {{detail}}',
    alreadyContacted: 'U hebt al contact opgenomen met deze dienstverlener.',
    providersFetch: 'Er is een fout opgetreden bij het ophalen van de dienstverleners:',
    somethingWentWrong: 'Oeps! Er is iets misgegaan',
    httpStatus: 'Fout {{status}}: {{message}}',
    unknown: 'Er is een onbekende fout opgetreden',
    network: 'Geen verbinding mogelijk. Controleer uw verbinding en probeer het opnieuw.',
    retryInSeconds: 'Probeer het {{delay, relativetime(second)}} opnieuw.',
    retryInMinutes: 'Probeer het {{delay, relativetime(minute)}} opnieuw.',
    retryInHours: 'Probeer het {{delay, relativetime(hour)}} opnieuw.',
    unknownStep: 'Onbekende stap.',
    noProvidersFound: 'Er zijn geen dienstverleners gevonden voor dit project.',
    noResults: 'Er zijn geen resultaten voor uw zoekopdracht.',
    projectUnavailable: 'Dit project is niet meer beschikbaar.',
    missingProfileInfo: 'Er ontbreken gegevens in uw profiel. Vul het aan om verder te gaan.',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'De pagina die u zoekt, bestaat niet of is verplaatst.',
  },
  session: {
    expired: 'Uw sessie is verlopen. Meld u opnieuw aan.',
  },
} satisfies typeof french;
