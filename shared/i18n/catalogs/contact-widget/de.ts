import type french from './fr';

export default {
  contactWidget: {
    loading: 'Wird geladen…',
    loadFailed: 'Keine Verbindung möglich. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    account: {
      heading: 'Diesen Hochzeitsplaner kontaktieren',
      intro: 'Bestätigen Sie Ihre Telefonnummer: Wir senden Ihnen einen Code per SMS.',
      phoneLabel: 'Telefonnummer',
      sendCode: 'Code per SMS erhalten',
      sendingCode: 'Code wird gesendet…',
      codeLabel: 'Bestätigungscode',
      codeHint: 'Geben Sie den 6-stelligen Code ein, der an {{phone}} gesendet wurde.',
      codeSent: 'Ein Code wurde an {{phone}} gesendet.',
      verify: 'Code bestätigen',
      verifying: 'Code wird geprüft…',
      changePhone: 'Nummer ändern',
      resend: 'Code erneut senden',
      resendIn: 'Sie können in {{seconds}} s einen neuen Code anfordern.',
      resendLimit:
        'Sie haben die maximale Anzahl an Codes angefordert. Bitte versuchen Sie es später erneut.',
    },
    inscription: {
      heading: 'Erstellen Sie Ihr Profil',
      intro: 'Mit diesen Angaben kann Ihnen der Hochzeitsplaner antworten.',
      email: 'E-Mail-Adresse',
      lastname: 'Nachname',
      firstname: 'Vorname',
      namesWarning: 'Vor- und Nachname können später nicht mehr geändert werden.',
      city: 'Wohnort',
      cityHint: 'Beginnen Sie, Ihren Wohnort einzugeben, und wählen Sie ihn dann aus der Liste.',
      terms: 'Ich akzeptiere die <terms>Allgemeinen Geschäftsbedingungen</terms>',
      language: 'Sprache für Ihre Kommunikation',
      submit: 'Mein Profil erstellen',
      submitting: 'Profil wird erstellt…',
    },
    presentation: {
      heading: 'Senden Sie Ihre Anfrage',
      intro: 'Wählen Sie das Projekt, das Sie diesem Hochzeitsplaner vorstellen möchten.',
      projectLabel: 'Ihr Projekt',
      projectPlaceholder: 'Projekt wählen',
      loadingProjects: 'Ihre Projekte werden geladen…',
      noUpcoming:
        'Sie haben kein bevorstehendes Projekt. Erstellen Sie eines, um diesen Hochzeitsplaner zu kontaktieren.',
      send: 'Meine Anfrage senden',
      sending: 'Wird gesendet…',
      newProject: 'Neues Projekt erstellen',
      retry: 'Erneut versuchen',
      showSuggestions: 'Vorgeschlagene Hochzeitsplaner ansehen',
    },
    messageDialog: {
      title: 'Fügen Sie Ihrer Anfrage eine Nachricht hinzu',
      intro:
        'Ihr Projekt enthält noch keine Nachricht. Stellen Sie sich dem Hochzeitsplaner in wenigen Worten vor.',
      label: 'Ihre Nachricht',
      required: 'Schreiben Sie eine Nachricht, um Ihre Anfrage zu senden.',
      counter: '{{length}} von {{max}} Zeichen',
      send: 'Senden',
      cancel: 'Abbrechen',
    },
    suggestions: {
      title: 'Weitere Hochzeitsplaner für Ihr Projekt',
      intro:
        'Unser Algorithmus hat diese Profile für Sie ausgewählt: Wer mehrere Dienstleister kontaktiert, erhält 6-mal so viele Antworten.',
      contact: 'Kontaktieren',
      contactName: '{{name}} kontaktieren',
      contacting: 'Senden…',
      photoAlt: 'Foto von {{name}}',
    },
  },
} satisfies typeof french;
