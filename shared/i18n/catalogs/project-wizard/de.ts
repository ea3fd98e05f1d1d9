import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Veranstaltungsart',
      eventDetails: 'Details der Veranstaltung',
      extras: 'Zusätze',
      planners: 'Vorgeschlagene Hochzeitsplaner',
      validation: 'Bestätigung',
    },
    status: {
      notStarted: 'Nicht begonnen',
      inProgress: 'In Bearbeitung',
      done: 'Erledigt',
    },
    /** The wizard island's screens (islands/project/wizard/). */
    wizard: {
      heading: 'Mein Projekt erstellen',
      loading: 'Wird geladen…',
      retry: 'Erneut versuchen',
      stepOf: 'Schritt {{number}} von {{total}}',
      progressLabel: 'Fortschritt',
      next: 'Weiter',
      back: 'Zurück',
      send: 'Mein Projekt senden',
      sending: 'Wird gesendet…',
      eventTypeLabel: 'Art der Veranstaltung',
      choose: 'Auswählen…',
      eventDate: 'Datum der Veranstaltung',
      location: 'Ort der Veranstaltung',
      locationHint: 'Tippen Sie die ersten Buchstaben und wählen Sie den Ort aus der Liste.',
      guestRange: 'Anzahl der Gäste',
      notSaid: 'Keine Angabe',
      serviceType: 'Art der Leistung',
      theme: 'Thema',
      themeHint: 'Zum Beispiel: Boho, ländlich, elegant…',
      languages: 'Sprachen des Hochzeitsplaners',
      plannerLocation: 'Wo soll der Hochzeitsplaner sein?',
      nearEvent: 'In der Nähe der Veranstaltung',
      anywhere: 'Egal',
      plannerBudget: 'Budget für den Hochzeitsplaner',
      budget: 'Gesamtbudget der Hochzeit',
      plannersIntro:
        'Unser Algorithmus hat 3 Profile für Sie ausgewählt: Wer mehrere Dienstleister kontaktiert, erhält 6-mal mehr Antworten.',
      plannersNeedPlace:
        'Wählen Sie zuerst den Ort der Veranstaltung, um Hochzeitsplaner in der Nähe zu sehen.',
      featured: 'Der Hochzeitsplaner, den Sie angesehen haben',
      contactName: '{{name}} kontaktieren',
      more: 'Weitere Hochzeitsplaner anzeigen',
      noMore: 'Derzeit kein weiterer Hochzeitsplaner.',
      unknownPlanner:
        'Der Hochzeitsplaner aus Ihrem Link wurde nicht gefunden und aus Ihrer Auswahl entfernt. In Schritt 4 wählen Sie andere aus.',
      plannerLimit: 'Höchstens {{max}} Hochzeitsplaner: Entfernen Sie einen, um einen anderen auszuwählen.',
      chosenCount: 'Ausgewählte Hochzeitsplaner: {{count}}',
      checkTitle: 'Überprüfen Sie Ihre Angaben',
      change: 'Ändern',
      notAnswered: 'Keine Angabe',
      messageLabel: 'Ihre Nachricht an die Hochzeitsplaner',
      messageHint: 'Stellen Sie sich vor und beschreiben Sie Ihr Projekt in wenigen Worten.',
      signInTitle: 'Melden Sie sich an, um Ihr Projekt zu senden',
      signInHeading: 'Bestätigen Sie Ihre Telefonnummer',
      inscriptionIntro: 'Erstellen Sie Ihr Profil, um Ihr Projekt zu senden: Ihre Angaben bleiben erhalten.',
      dailyCap:
        'Sie haben die Höchstzahl an Anfragen für heute erreicht. Ihr Projekt ist gespeichert: Versuchen Sie es morgen erneut.',
      savedNotSent:
        'Ihr Projekt ist gespeichert, aber die Anfrage konnte nicht gesendet werden. Versuchen Sie es erneut: Es wird nicht doppelt angelegt.',
      sentTitle: 'Ihr Projekt wurde gesendet',
      sentText: 'Kontaktierte Hochzeitsplaner: {{count}}. Sie antworten meist in weniger als 24 Stunden.',
      alreadySentText: 'Kürzlich bereits kontaktiert, für dieses oder ein anderes Projekt: {{count}}.',
      viewProject: 'Mein Projekt ansehen',
      newProject: 'Ein weiteres Projekt erstellen',
    },
    sent: {
      contacted: 'Kontaktierte Hochzeitsplaner',
      already: 'Bereits kürzlich kontaktiert',
    },
    otherTab: {
      notice:
        'Dieses Projekt wurde in einem anderen Tab geändert. Die Antworten in diesem Tab bleiben angezeigt, bis Sie wählen.',
      load: 'Version des anderen Tabs laden',
      keep: 'Antworten dieses Tabs behalten',
    },
  },
} satisfies typeof french;
