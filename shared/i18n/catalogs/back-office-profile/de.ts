import type french from './fr';

export default {
  backOfficeProfile: {
    socialNetworks: {
      title: 'Soziale Netzwerke',
      intro: 'Die Seiten Ihrer sozialen Netzwerke erscheinen in dieser Reihenfolge auf Ihrem Profil.',
      empty: 'Noch kein Netzwerk: Fügen Sie die Seite Ihres Unternehmens auf Instagram, Facebook… hinzu.',
      row: 'Netzwerk {{position}}',
      network: 'Netzwerk',
      url: 'Adresse der Seite',
      urlHint: 'Zum Beispiel: {{example}}',
      add: 'Netzwerk hinzufügen',
      loading: 'Ihre Netzwerke werden geladen…',
      loadFailed: 'Ihre Netzwerke konnten nicht geladen werden.',
      submit: 'Speichern',
      done: 'Ihre Netzwerke wurden gespeichert.',
    },
  },
} satisfies typeof french;
