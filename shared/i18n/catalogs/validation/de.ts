import type french from './fr';

export default {
  validation: {
    phoneInvalid: 'Ihre Telefonnummer ist ungültig.',
    codeInvalid: 'Ungültiger Code',
    emailInvalid: 'Ungültige E-Mail-Adresse',
    lastnameInvalid: 'Ungültiger Nachname',
    firstnameInvalid: 'Ungültiger Vorname',
    cityInvalid: 'Ungültiger Ort',
    cityWithPostalCodeInvalid: 'Wählen Sie einen Ort aus der Liste.',
    termsRequired: 'Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren',
    eventDateInPast: 'Sie können kein Datum in der Vergangenheit wählen.',
    dateInvalid: 'Ungültiges Datum',
    eventTypeRequired: 'Wählen Sie eine Veranstaltungsart.',
    plannersRequired: 'Wählen Sie mindestens einen Hochzeitsplaner, den Sie kontaktieren möchten.',
    messageRequired: 'Schreiben Sie eine Nachricht, um Ihre Anfrage zu senden.',
    countryInvalid: 'Ungültiges Land',
    languageInvalid: 'Ungültige Sprache',
    valueInvalid: 'Ungültiger Wert',
    namesLocked: 'Ihr Nachname und Vorname können nicht geändert werden.',
    phoneLocked: 'Um Ihre Telefonnummer zu ändern, schreiben Sie unserem Team.',
    passwordTooShort: 'Ihr Passwort muss mindestens 10 Zeichen haben.',
    passwordTooLong: 'Ihr Passwort darf höchstens 128 Zeichen haben.',
    passwordRequired: 'Geben Sie Ihr Passwort ein.',
    companyNameInvalid: 'Ungültiger Firmenname',
  },
} satisfies typeof french;
