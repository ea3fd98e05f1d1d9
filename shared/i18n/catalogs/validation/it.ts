import type french from './fr';

export default {
  validation: {
    phoneInvalid: 'Il tuo numero di telefono non è valido.',
    codeInvalid: 'Codice non valido',
    emailInvalid: 'Email non valida',
    lastnameInvalid: 'Cognome non valido',
    firstnameInvalid: 'Nome non valido',
    cityInvalid: 'Città non valida',
    cityWithPostalCodeInvalid: "Scegli una città dall'elenco.",
    termsRequired: 'Devi accettare le condizioni generali di vendita',
    eventDateInPast: 'Non puoi scegliere una data nel passato.',
    dateInvalid: 'Data non valida',
    eventTypeRequired: 'Scegli un tipo di evento.',
    plannersRequired: 'Scegli almeno un wedding planner da contattare.',
    messageRequired: 'Scrivi un messaggio per inviare la tua richiesta.',
    countryInvalid: 'Paese non valido',
    languageInvalid: 'Lingua non valida',
    valueInvalid: 'Valore non valido',
    namesLocked: 'Il cognome e il nome non possono essere modificati.',
    phoneLocked: 'Per cambiare il numero di telefono, scrivi al nostro team.',
    passwordTooShort: 'La password deve contenere almeno 10 caratteri.',
    passwordTooLong: 'La password non può superare i 128 caratteri.',
    passwordRequired: 'Inserisci la password.',
    companyNameInvalid: 'Nome dell’azienda non valido',
  },
} satisfies typeof french;
