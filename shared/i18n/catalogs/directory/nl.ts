import type french from './fr';

export default {
  directoryIslands: {
    search: {
      label: 'Zoek een weddingplanner',
      service: 'Dienst',
      anyService: 'Alle diensten',
      region: 'Gewest',
      anyRegion: 'Alle gewesten',
      regionOption: '{{name}} ({{count}})',
      city: 'Gemeente',
      cityHint: 'Weddingplanners binnen {{radius}} km van de gekozen plaats.',
      submit: 'Zoeken',
      searching: 'Bezig met zoeken…',
      found: 'Gevonden weddingplanners: {{count}}',
      foundPage: 'Gevonden weddingplanners: {{count}}. Pagina {{page}} van {{pageCount}}.',
      retry: 'Opnieuw proberen',
      pagination: 'Resultaatpagina’s',
      previous: 'Vorige pagina',
      next: 'Volgende pagina',
      pageLabel: 'Resultaatpagina {{page}}',
    },
    favorite: {
      add: '{{name}} toevoegen aan mijn favorieten',
      added: '{{name}} staat in je favorieten.',
      removed: '{{name}} staat niet meer in je favorieten.',
      failed: 'Je favorieten konden niet worden gewijzigd voor {{name}}: {{detail}}',
      signInTitle: 'Meld je aan om {{name}} aan je favorieten toe te voegen',
      signInHeading: 'Je telefoonnummer',
      inscriptionIntro: 'Je profiel bewaart je favorieten en laat je contact opnemen met weddingplanners.',
    },
  },
} satisfies typeof french;
