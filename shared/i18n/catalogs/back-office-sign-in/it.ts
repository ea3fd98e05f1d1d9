import type french from './fr';

export default {
  backOfficeSignIn: {
    fields: {
      email: 'Indirizzo e-mail',
      password: 'Password',
      newPassword: 'Nuova password',
      companyName: 'Nome della tua azienda',
      country: 'Paese',
      language: 'Lingua',
    },
    login: {
      submit: 'Accedi',
      sending: 'Accesso…',
      refused: 'E-mail o password errati.',
      forgot: 'Password dimenticata?',
      noAccount: 'Non hai ancora un account?',
      register: 'Crea un account',
    },
    register: {
      submit: 'Crea il mio account',
      sending: 'Creazione dell’account…',
      sentTitle: 'Controlla la tua casella di posta',
      sentText:
        'Abbiamo inviato un link di conferma a {{email}}. Seguilo per attivare il tuo account, poi accedi.',
      haveAccount: 'Hai già un account?',
      login: 'Accedi',
    },
    forgot: {
      intro:
        'Indica l’indirizzo e-mail del tuo account: ti invieremo un link per scegliere una nuova password.',
      submit: 'Ricevi il link',
      sending: 'Invio…',
      sentTitle: 'Controlla la tua casella di posta',
      sentText: 'Se esiste un account per {{email}}, vi è appena stato inviato un link valido un’ora.',
      backToLogin: 'Torna all’accesso',
    },
    reset: {
      submit: 'Salva la mia password',
      sending: 'Salvataggio…',
      done: 'La tua password è stata cambiata. Accedi con quella nuova.',
      unknown: 'Questo link non è valido. Controlla che sia completo, o chiedine uno nuovo.',
      dead: 'Questo link è scaduto o è già stato usato. Chiedine uno nuovo.',
      askAgain: 'Chiedi un nuovo link',
      login: 'Accedi',
    },
    confirm: {
      intro: 'Conferma il tuo indirizzo e-mail per attivare il tuo account.',
      submit: 'Conferma il mio indirizzo',
      sending: 'Conferma…',
      confirmed: 'Il tuo indirizzo {{email}} è confermato.',
      unknown: 'Questo link di conferma non è valido. Controlla che sia completo.',
      goneNext:
        'Se il tuo indirizzo è già confermato, accedi; altrimenti accedi e chiedi un nuovo link dal tuo account.',
      toDashboard: 'Vai alla mia bacheca',
      login: 'Accedi',
    },
  },
} satisfies typeof french;
