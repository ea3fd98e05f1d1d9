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
      resendLink: 'Link erneut senden',
      resendingLink: 'Wird gesendet …',
      linkResent: 'Ein neuer Link wurde an {{email}} gesendet. Der vorherige funktioniert nicht mehr.',
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
      responsesTitle: 'Ihre Antworten auf Anfragen',
      responsesNone: 'Keine Anfragen in den letzten {{days}} Tagen zu zählen.',
      responsesFigures:
        'In den letzten {{days}} Tagen haben Sie {{rate}} der Anfragen beantwortet ({{responses}} von {{requests}}).',
      responsesMedian: 'Mittlere Antwortzeit (Median): {{median}}.',
      respondsQuickly: 'Paare sehen den Hinweis „Antwortet schnell“ auf Ihrem Profil.',
      respondsQuicklyRule:
        'Der Hinweis „Antwortet schnell“ erscheint auf Ihrem Profil, wenn Sie mindestens {{rate}} der Anfragen beantworten, im Median innerhalb von {{hours}} Stunden, bei mindestens {{requests}} Anfragen.',
      waitingTitle: 'Anfragen, die auf Antwort warten',
      waitingLead: 'Anfrage vom {{sent}}',
      timeLeft: ': noch {{time}} zum Antworten',
    },
  },
} satisfies typeof french;
