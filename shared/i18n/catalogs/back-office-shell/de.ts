import type french from './fr';

export default {
  backOfficeShell: {
    session: {
      signIn: 'Anmelden',
      logOut: 'Abmelden',
      loggingOut: 'Abmeldung…',
    },
    frame: {
      loading: 'Ihr Bereich wird geladen…',
      loadFailed: 'Ihr Bereich konnte nicht geladen werden.',
      signInFirst: 'Melden Sie sich an, um fortzufahren…',
    },
    password: {
      show: 'Passwort anzeigen',
      hide: 'Passwort verbergen',
      rule: 'Mindestens 10 Zeichen.',
    },
    dashboard: {
      greeting: 'Hallo {{name}}',
      nextTitle: 'Nächste Schritte',
      nothingNext: 'Im Moment ist nichts zu tun: Ihr Konto ist bereit.',
      confirmEmailTitle: 'Bestätigen Sie Ihre E-Mail-Adresse',
      confirmEmailText:
        'Wir haben einen Link an {{email}} gesendet. Folgen Sie ihm, um Ihr Profil veröffentlichen zu können.',
      finishTitle: 'Schließen Sie Ihre Registrierung ab',
      finishText:
        'Ihre Adresse ist bestätigt: Vervollständigen Sie Ihr Profil und schließen Sie dann Ihre Registrierung ab.',
      finish: 'Registrierung abschließen',
      finishing: 'Wird gespeichert…',
      profileTitle: 'Ihr öffentliches Profil',
      profileLink: 'Mein Profil im Verzeichnis ansehen',
      notPublished: 'Ihr Profil ist noch nicht im Verzeichnis veröffentlicht.',
    },
  },
} satisfies typeof french;
