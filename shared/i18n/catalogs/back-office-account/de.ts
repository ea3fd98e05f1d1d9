import type french from './fr';

export default {
  backOfficeAccount: {
    saving: 'Wird gespeichert…',
    email: {
      title: 'E-Mail-Adresse',
      current: 'Sie melden sich mit {{email}} an.',
      unconfirmed:
        'Diese Adresse ist noch nicht bestätigt: Folgen Sie dem Link, den wir Ihnen gesendet haben.',
      pending: 'Wartet auf Bestätigung: {{email}}. Folgen Sie dem Link, der an diese Adresse gesendet wurde.',
      pendingExpired: 'Der an {{email}} gesendete Link ist abgelaufen: Beantragen Sie die Änderung erneut.',
      newEmail: 'Neue E-Mail-Adresse',
      password: 'Aktuelles Passwort',
      submit: 'Adresse ändern',
      sent: 'Ein Bestätigungslink wurde an {{email}} gesendet.',
    },
    password: {
      title: 'Passwort',
      current: 'Aktuelles Passwort',
      new: 'Neues Passwort',
      submit: 'Passwort ändern',
      saved: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.',
    },
    language: {
      title: 'Sprache',
      label: 'Sprache Ihres Bereichs und unserer E-Mails',
      submit: 'Sprache speichern',
      saved: 'Die Sprache wurde gespeichert.',
    },
    personal: {
      title: 'Persönliche Angaben',
      firstname: 'Vorname',
      lastname: 'Nachname',
      submit: 'Speichern',
      saved: 'Ihre Angaben wurden gespeichert.',
    },
    phone: {
      title: 'Telefon',
      current: 'Bestätigte Nummer: {{phone}}',
      none: 'Noch keine bestätigte Nummer.',
      number: 'Neue Mobilnummer',
      numberHint: 'Im internationalen Format, zum Beispiel +491701234567.',
      unavailable: 'Diese Nummer kann für Ihr Konto nicht verwendet werden.',
      send: 'Code erhalten',
      code: 'Per SMS erhaltener Code',
      codeHint: 'Die 6 Ziffern, die an {{phone}} gesendet wurden.',
      verify: 'Nummer bestätigen',
      otherNumber: 'Andere Nummer',
      verified: 'Ihre Nummer wurde bestätigt.',
    },
    delete: {
      title: 'Mein Konto löschen',
      intro:
        'Ihr Profil verschwindet sofort aus dem Verzeichnis und Ihre persönlichen Daten werden gelöscht. Bereits erhaltene Anfragen bleiben für die Paare lesbar, die sie gesendet haben.',
      open: 'Mein Konto löschen',
      dialogTitle: 'Ihr Konto endgültig löschen?',
      dialogText: 'Das kann nicht rückgängig gemacht werden. Geben Sie zur Bestätigung Ihr Passwort ein.',
      password: 'Passwort',
      confirm: 'Endgültig löschen',
      cancel: 'Abbrechen',
    },
  },
} satisfies typeof french;
