import type french from './fr';

export default {
  validation: {
    phoneInvalid: 'Uw telefoonnummer is ongeldig.',
    codeInvalid: 'Ongeldige code',
    emailInvalid: 'Ongeldig e-mailadres',
    lastnameInvalid: 'Ongeldige achternaam',
    firstnameInvalid: 'Ongeldige voornaam',
    cityInvalid: 'Ongeldige plaats',
    cityWithPostalCodeInvalid: 'Kies een plaats uit de lijst.',
    termsRequired: 'U moet de algemene verkoopvoorwaarden aanvaarden',
    eventDateInPast: 'U kunt geen datum in het verleden kiezen.',
    dateInvalid: 'Ongeldige datum',
    eventTypeRequired: 'Kies een soort evenement.',
    plannersRequired: 'Kies minstens één weddingplanner om te contacteren.',
    messageRequired: 'Schrijf een bericht om uw aanvraag te versturen.',
    countryInvalid: 'Ongeldig land',
    languageInvalid: 'Ongeldige taal',
    valueInvalid: 'Ongeldige waarde',
    namesLocked: 'Uw achternaam en voornaam kunnen niet worden gewijzigd.',
    phoneLocked: 'Schrijf ons team om uw telefoonnummer te wijzigen.',
    passwordTooShort: 'Uw wachtwoord moet minstens 10 tekens bevatten.',
    passwordTooLong: 'Uw wachtwoord mag niet langer zijn dan 128 tekens.',
    passwordRequired: 'Voer uw wachtwoord in.',
    companyNameInvalid: 'Ongeldige bedrijfsnaam',
  },
} satisfies typeof french;
