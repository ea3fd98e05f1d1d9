import type french from './fr';

export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Support-Zugriff läuft',
      text: '{{admin}} handelt bis {{time}} für {{company}}. Alles, was hier geschieht, wird im Protokoll des Dienstleisters festgehalten; Guthaben kaufen, das Passwort, die Anmeldeadresse und das Schließen des Kontos werden abgelehnt.',
      stop: 'Zugriff beenden',
      stopping: 'Wird beendet…',
      stopFailed: 'Der Zugriff konnte nicht beendet werden. Versuchen Sie es erneut.',
    },
    start: {
      intro:
        'Geben Sie die Profilkennung des Dienstleisters ein (das Ende der Adresse seines öffentlichen Profils). Höchstens eine Stunde lang sehen Sie seinen Bereich wie er; alles, was Sie tun, wird in seinem Protokoll festgehalten.',
      provider: 'Profilkennung',
      providerHint: 'Zum Beispiel: maison-rivage',
      submit: 'Für diesen Dienstleister handeln',
      submitting: 'Wird geöffnet…',
      notAdmin:
        'Nur ein Support-Konto kann für einen Dienstleister handeln. Melden Sie sich mit Ihrem Support-Konto an.',
      signIn: 'Anmelden',
    },
    log: {
      open: 'Protokoll ansehen',
      title: 'Support-Zugriffe',
      intro:
        'Jedes Mal, wenn unser Team in Ihrem Konto handelt, steht es hier: wann es hineinkam, was es geändert hat und wann es ging.',
      empty: 'Der Support hat nie auf Ihr Konto zugegriffen.',
      loading: 'Protokoll wird geladen…',
      loadFailed: 'Das Protokoll konnte nicht geladen werden.',
      started: 'Am {{date}} hat {{admin}} (Support) Ihr Konto angesehen, spätestens bis {{until}}.',
      changed: 'Am {{date}} hat {{admin}} (Support) Ihr Konto geändert: {{action}}.',
      notDone: 'Am {{date}} hat {{admin}} (Support) eine Änderung versucht, die nicht durchging: {{action}}.',
      refused:
        'Am {{date}} hat {{admin}} (Support) eine dem Kontoinhaber vorbehaltene Aktion versucht, abgelehnt: {{action}}.',
      stopped: 'Am {{date}} hat {{admin}} (Support) Ihr Konto verlassen.',
      revoked: 'Am {{date}} endete der Zugriff von {{admin}}: Das Support-Konto wurde entfernt.',
      more: 'Ältere Einträge anzeigen',
    },
  },
} satisfies typeof french;
