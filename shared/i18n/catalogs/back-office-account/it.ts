import type french from './fr';

export default {
  backOfficeAccount: {
    saving: 'Salvataggio…',
    email: {
      title: 'Indirizzo e-mail',
      current: 'Accedi con {{email}}.',
      unconfirmed: 'Questo indirizzo non è ancora confermato: segui il link che ti abbiamo inviato.',
      pending: 'In attesa di conferma: {{email}}. Segui il link inviato a questo indirizzo.',
      pendingExpired: 'Il link inviato a {{email}} è scaduto: richiedi di nuovo il cambio.',
      newEmail: 'Nuovo indirizzo e-mail',
      password: 'Password attuale',
      submit: 'Cambia indirizzo',
      sent: 'Un link di conferma è stato inviato a {{email}}.',
    },
    password: {
      title: 'Password',
      current: 'Password attuale',
      new: 'Nuova password',
      submit: 'Cambia la password',
      saved: 'La tua password è stata cambiata. Le tue altre sessioni sono state chiuse.',
    },
    language: {
      title: 'Lingua',
      label: 'Lingua della tua area e delle nostre e-mail',
      submit: 'Salva la lingua',
      saved: 'La lingua è stata salvata.',
    },
    personal: {
      title: 'Dati personali',
      firstname: 'Nome',
      lastname: 'Cognome',
      submit: 'Salva',
      saved: 'I tuoi dati sono stati salvati.',
    },
    phone: {
      title: 'Telefono',
      current: 'Numero verificato: {{phone}}',
      none: 'Ancora nessun numero verificato.',
      number: 'Nuovo numero di cellulare',
      numberHint: 'In formato internazionale, per esempio +393471234567.',
      unavailable: 'Questo numero non può essere usato per il tuo account.',
      send: 'Ricevi un codice',
      code: 'Codice ricevuto via SMS',
      codeHint: 'Le 6 cifre inviate al {{phone}}.',
      verify: 'Verifica il numero',
      otherNumber: 'Cambia numero',
      verified: 'Il tuo numero è stato verificato.',
    },
    delete: {
      title: 'Elimina il mio account',
      intro:
        'Il tuo profilo esce subito dall’elenco e i tuoi dati personali vengono cancellati. Le richieste già ricevute restano leggibili dalle coppie che le hanno inviate.',
      open: 'Elimina il mio account',
      dialogTitle: 'Eliminare definitivamente il tuo account?',
      dialogText: 'L’operazione è definitiva. Inserisci la tua password per confermare.',
      password: 'Password',
      confirm: 'Elimina definitivamente',
      cancel: 'Annulla',
    },
  },
} satisfies typeof french;
