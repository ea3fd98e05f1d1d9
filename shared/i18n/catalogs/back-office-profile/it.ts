import type french from './fr';

export default {
  backOfficeProfile: {
    socialNetworks: {
      title: 'Social network',
      intro: 'Le pagine dei tuoi social network appaiono sul tuo profilo, in questo ordine.',
      empty: 'Ancora nessun social network: aggiungi la pagina della tua azienda su Instagram, Facebook…',
      row: 'Social network {{position}}',
      network: 'Social network',
      url: 'Indirizzo della pagina',
      urlHint: 'Per esempio: {{example}}',
      add: 'Aggiungi un social network',
      loading: 'Caricamento dei tuoi social network…',
      loadFailed: 'Non è stato possibile caricare i tuoi social network.',
      submit: 'Salva',
      done: 'I tuoi social network sono stati salvati.',
      networkInvalid: 'Scegli un social network.',
      urlInvalid: 'Inserisci l’indirizzo https della tua pagina su questo social network.',
      networkTwice: 'Questo social network è già nell’elenco.',
    },
  },
} satisfies typeof french;
