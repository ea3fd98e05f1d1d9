import type french from './fr';

export default {
  backOfficeCompany: {
    company: {
      title: 'La tua azienda',
      intro:
        'Ciò che le coppie vedono della tua azienda: nome, indirizzo e servizi compaiono sul tuo profilo e nell’elenco appena salvati.',
    },
    name: {
      title: 'Nome',
      label: 'Nome dell’azienda',
      loading: 'Caricamento del nome…',
      loadFailed: 'Impossibile caricare il nome.',
      submit: 'Salva il nome',
      done: 'Il nome è stato salvato.',
    },
    siret: {
      title: 'Numero SIRET',
      label: 'Numero SIRET',
      hint: '14 cifre, sul tuo estratto Kbis o sull’avviso di iscrizione Insee.',
      invalid: 'Questo numero SIRET non è valido: controlla le 14 cifre.',
      loading: 'Caricamento del SIRET…',
      loadFailed: 'Impossibile caricare il SIRET.',
      submit: 'Salva il SIRET',
      done: 'Il SIRET è stato salvato.',
      lookUp: 'Cerca nel registro',
      lookingUp: 'Ricerca nel registro…',
      found:
        'Trovato nel registro: {{name}}, {{city}}. Nome e indirizzo sono stati precompilati: controllali e salvali.',
    },
    details: {
      title: 'Dati legali e contatti',
      legalForm: 'Forma giuridica',
      legalFormHint: 'Per esempio: SARL, SAS, ditta individuale.',
      vatNumber: 'Partita IVA intracomunitaria',
      vatNumberHint: 'Per esempio: FR40303265045.',
      vatNumberInvalid: 'Questa partita IVA non è valida: due lettere del paese, poi cifre.',
      website: 'Sito web',
      websiteHint: 'L’indirizzo completo, per esempio https://www.la-mia-azienda.it.',
      websiteInvalid: 'Inserisci l’indirizzo completo del tuo sito, che inizia con https://.',
      phone: 'Telefono dell’azienda',
      phoneHint: 'Il paese, poi il numero come lo scrive: 04 78 00 00 00.',
      loading: 'Caricamento dei dati…',
      loadFailed: 'Impossibile caricare i dati.',
      submit: 'Salva i dati',
      done: 'I dati sono stati salvati.',
    },
    address: {
      title: 'Indirizzo',
      street: 'Indirizzo (numero e via)',
      city: 'Città',
      cityHint: 'Digita l’inizio del nome, poi scegli la città dall’elenco: «Città (CAP)».',
      cityInvalid: 'Scegli una città dall’elenco.',
      loading: 'Caricamento dell’indirizzo…',
      loadFailed: 'Impossibile caricare l’indirizzo.',
      submit: 'Salva l’indirizzo',
      done: 'L’indirizzo è stato salvato.',
    },
    onboarding: {
      title: 'Completa il mio profilo',
      intro: 'Ogni passo rende il tuo profilo più completo; quelli obbligatori servono per terminare.',
      score: 'Profilo completo al {{score}}%',
      scoreLabel: 'Completezza del profilo',
      required: 'Obbligatorio',
      recommended: 'Consigliato',
      done: 'Fatto',
      toDo: 'Da fare',
      go: 'Completa: {{part}}',
      loading: 'Caricamento dei tuoi progressi…',
      loadFailed: 'Impossibile caricare i tuoi progressi.',
      missing: 'Ancora da fare prima di terminare: {{parts}}.',
      finished: 'La tua registrazione è terminata: il tuo profilo è pronto.',
      finishText: 'Tutti i passi obbligatori sono fatti: puoi terminare la registrazione.',
      dashboardLink: 'Vedi i passi del mio profilo',
    },
    parts: {
      company: {
        title: 'Nome e SIRET dell’azienda',
        brings: 'Le coppie sanno con chi parlano, e verifichiamo che la tua azienda esista.',
      },
      address: {
        title: 'Indirizzo',
        brings: 'Il tuo profilo compare nelle ricerche intorno alla tua città.',
      },
      services: {
        title: 'Servizi',
        brings: 'Ti trovano le coppie che cercano un’organizzazione completa o un coordinamento del giorno.',
      },
      portrait: {
        title: 'Ritratto',
        brings: 'Il tuo modo di lavorare, con parole tue: è ciò che fa venire voglia di contattarti.',
      },
      languages: {
        title: 'Lingue parlate',
        brings: 'Le coppie straniere o bilingui ti trovano dalla loro lingua.',
      },
      profilePhoto: {
        title: 'Foto del profilo',
        brings: 'Un volto sulla tua scheda nell’elenco: viene aperta molto più spesso.',
      },
      gallery: {
        title: 'Tre foto nella galleria',
        brings: 'I tuoi lavori ispirano fiducia e mostrano il tuo stile.',
      },
    },
  },
} satisfies typeof french;
