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
      networkInvalid: 'Wählen Sie ein soziales Netzwerk.',
      urlInvalid: 'Geben Sie die https-Adresse Ihrer Seite in diesem Netzwerk ein.',
      networkTwice: 'Dieses Netzwerk ist schon in der Liste.',
    },
  },
} satisfies typeof french;
