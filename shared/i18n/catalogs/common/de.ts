import type french from './fr';

export default {
  common: {
    refresh: 'Seite neu laden',
    requestSent: 'Anfrage erfolgreich gesendet',
    richTextPlaceholder: 'Bitte füllen Sie dieses Feld aus...',
  },
  errors: {
    withDetail: 'Ein Fehler ist aufgetreten: {{detail}}',
    serverRequest: 'Bei der Anfrage an den Server ist ein Fehler aufgetreten: {{detail}}',
    sendRequest: 'Fehler beim Senden der Anfrage: {{detail}}',
    alreadyContacted: 'Sie haben diesen Dienstleister bereits kontaktiert.',
    providersFetch: 'Beim Abrufen der Dienstleister ist ein Fehler aufgetreten:',
    somethingWentWrong: 'Hoppla! Etwas ist schiefgelaufen',
    httpStatus: 'Fehler {{status}}: {{message}}',
    unknown: 'Ein unbekannter Fehler ist aufgetreten',
    network: 'Keine Verbindung möglich. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retryInSeconds: 'Versuchen Sie es {{delay, relativetime(second)}} erneut.',
    retryInMinutes: 'Versuchen Sie es {{delay, relativetime(minute)}} erneut.',
    retryInHours: 'Versuchen Sie es {{delay, relativetime(hour)}} erneut.',
    unknownStep: 'Unbekannter Schritt.',
    noProvidersFound: 'Für dieses Projekt wurden keine Dienstleister gefunden.',
    noResults: 'Ihre Suche ergab keine Treffer.',
    projectUnavailable: 'Dieses Projekt ist nicht mehr verfügbar.',
    missingProfileInfo: 'In Ihrem Profil fehlen Angaben. Vervollständigen Sie es, um fortzufahren.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  },
  session: {
    expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
} satisfies typeof french;
