import type french from './fr';

export default {
  directoryIslands: {
    search: {
      label: 'Hochzeitsplaner finden',
      service: 'Leistung',
      anyService: 'Alle Leistungen',
      region: 'Bundesland',
      anyRegion: 'Alle Bundesländer',
      regionOption: '{{name}} ({{count}})',
      city: 'Ort',
      cityHint: 'Hochzeitsplaner im Umkreis von {{radius}} km um den gewählten Ort.',
      submit: 'Suchen',
      searching: 'Suche läuft…',
      found: 'Gefundene Hochzeitsplaner: {{count}}',
      foundPage: 'Gefundene Hochzeitsplaner: {{count}}. Seite {{page}} von {{pageCount}}.',
      retry: 'Erneut versuchen',
      pagination: 'Ergebnisseiten',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      pageLabel: 'Ergebnisseite {{page}}',
    },
    favorite: {
      add: '{{name}} zu meinen Favoriten hinzufügen',
      added: '{{name}} ist in Ihren Favoriten.',
      removed: '{{name}} ist nicht mehr in Ihren Favoriten.',
      failed: 'Ihre Favoriten konnten für {{name}} nicht geändert werden: {{detail}}',
      signInTitle: 'Melden Sie sich an, um {{name}} zu Ihren Favoriten hinzuzufügen',
      signInHeading: 'Ihre Telefonnummer',
      inscriptionIntro:
        'Ihr Profil speichert Ihre Favoriten und ermöglicht es Ihnen, Hochzeitsplaner zu kontaktieren.',
    },
  },
} satisfies typeof french;
