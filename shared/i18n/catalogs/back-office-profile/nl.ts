import type french from './fr';

export default {
  backOfficeProfile: {
    socialNetworks: {
      title: 'Sociale netwerken',
      intro: 'De pagina’s van uw sociale netwerken staan op uw profiel, in deze volgorde.',
      empty: 'Nog geen netwerk: voeg de pagina van uw bedrijf op Instagram, Facebook… toe.',
      row: 'Netwerk {{position}}',
      network: 'Netwerk',
      url: 'Adres van de pagina',
      urlHint: 'Bijvoorbeeld: {{example}}',
      add: 'Een netwerk toevoegen',
      loading: 'Uw netwerken worden geladen…',
      loadFailed: 'Uw netwerken konden niet worden geladen.',
      submit: 'Opslaan',
      done: 'Uw netwerken zijn opgeslagen.',
      networkInvalid: 'Kies een sociaal netwerk.',
      urlInvalid: 'Voer het https-adres van uw pagina op dit netwerk in.',
      networkTwice: 'Dit netwerk staat al in de lijst.',
    },
  },
} satisfies typeof french;
