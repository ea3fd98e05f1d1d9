import type french from './fr';

export default {
  backOfficeSignIn: {
    fields: {
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      newPassword: 'Neues Passwort',
      companyName: 'Name Ihres Unternehmens',
      country: 'Land',
      language: 'Sprache',
    },
    login: {
      submit: 'Anmelden',
      sending: 'Anmeldung…',
      refused: 'E-Mail oder Passwort falsch.',
      forgot: 'Passwort vergessen?',
      noAccount: 'Noch kein Konto?',
      register: 'Konto erstellen',
    },
    register: {
      submit: 'Mein Konto erstellen',
      sending: 'Konto wird erstellt…',
      sentTitle: 'Sehen Sie in Ihr Postfach',
      sentText:
        'Wir haben einen Bestätigungslink an {{email}} gesendet. Folgen Sie ihm, um Ihr Konto zu aktivieren, und melden Sie sich dann an.',
      haveAccount: 'Schon ein Konto?',
      login: 'Anmelden',
    },
    forgot: {
      intro:
        'Geben Sie die E-Mail-Adresse Ihres Kontos ein: Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
      submit: 'Link erhalten',
      sending: 'Wird gesendet…',
      sentTitle: 'Sehen Sie in Ihr Postfach',
      sentText:
        'Wenn es ein Konto für {{email}} gibt, wurde soeben ein eine Stunde gültiger Link dorthin gesendet.',
      backToLogin: 'Zurück zur Anmeldung',
    },
    reset: {
      submit: 'Mein Passwort speichern',
      sending: 'Wird gespeichert…',
      done: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
      unknown:
        'Dieser Link ist ungültig. Prüfen Sie, ob er vollständig ist, oder fordern Sie einen neuen an.',
      dead: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
      askAgain: 'Neuen Link anfordern',
      login: 'Anmelden',
    },
    confirm: {
      intro: 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      submit: 'Meine Adresse bestätigen',
      sending: 'Wird bestätigt…',
      confirmed: 'Ihre Adresse {{email}} ist bestätigt.',
      unknown: 'Dieser Bestätigungslink ist ungültig. Prüfen Sie, ob er vollständig ist.',
      goneNext:
        'Ist Ihre Adresse schon bestätigt, melden Sie sich an; andernfalls melden Sie sich an und fordern Sie in Ihrem Konto einen neuen Link an.',
      toDashboard: 'Zu meiner Übersicht',
      login: 'Anmelden',
    },
  },
} satisfies typeof french;
