import type french from './fr';

export default {
  directoryIslands: {
    search: {
      label: 'Trova un wedding planner',
      service: 'Servizio',
      anyService: 'Tutti i servizi',
      region: 'Regione',
      anyRegion: 'Tutte le regioni',
      regionOption: '{{name}} ({{count}})',
      city: 'Città',
      cityHint: 'I wedding planner entro {{radius}} km dalla città scelta.',
      submit: 'Cerca',
      searching: 'Ricerca in corso…',
      found: 'Wedding planner trovati: {{count}}',
      foundPage: 'Wedding planner trovati: {{count}}. Pagina {{page}} di {{pageCount}}.',
      retry: 'Riprova',
      pagination: 'Pagine dei risultati',
      previous: 'Pagina precedente',
      next: 'Pagina successiva',
      pageLabel: 'Pagina {{page}} dei risultati',
    },
    favorite: {
      add: 'Aggiungi {{name}} ai miei preferiti',
      added: '{{name}} è nei tuoi preferiti.',
      removed: '{{name}} non è più nei tuoi preferiti.',
      failed: 'Non è stato possibile modificare i tuoi preferiti per {{name}}: {{detail}}',
      signInTitle: 'Accedi per aggiungere {{name}} ai tuoi preferiti',
      signInHeading: 'Il tuo numero di telefono',
      inscriptionIntro:
        'Il tuo profilo conserva i tuoi preferiti e ti permette di contattare i wedding planner.',
    },
  },
} satisfies typeof french;
