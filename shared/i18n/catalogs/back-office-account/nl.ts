import type french from './fr';

export default {
  backOfficeAccount: {
    saving: 'Opslaan…',
    email: {
      title: 'E-mailadres',
      current: 'U logt in met {{email}}.',
      unconfirmed: 'Dit adres is nog niet bevestigd: volg de link die we u hebben gestuurd.',
      pending: 'Wacht op bevestiging: {{email}}. Volg de link die naar dat adres is gestuurd.',
      pendingExpired: 'De link die naar {{email}} is gestuurd, is verlopen: vraag de wijziging opnieuw aan.',
      newEmail: 'Nieuw e-mailadres',
      password: 'Huidig wachtwoord',
      submit: 'Adres wijzigen',
      sent: 'Er is een bevestigingslink gestuurd naar {{email}}.',
    },
    password: {
      title: 'Wachtwoord',
      current: 'Huidig wachtwoord',
      new: 'Nieuw wachtwoord',
      submit: 'Wachtwoord wijzigen',
      saved: 'Uw wachtwoord is gewijzigd. Uw andere sessies zijn afgesloten.',
    },
    language: {
      title: 'Taal',
      label: 'Taal van uw ruimte en van onze e-mails',
      submit: 'Taal opslaan',
      saved: 'De taal is opgeslagen.',
    },
    personal: {
      title: 'Persoonlijke gegevens',
      firstname: 'Voornaam',
      lastname: 'Achternaam',
      submit: 'Opslaan',
      saved: 'Uw gegevens zijn opgeslagen.',
    },
    phone: {
      title: 'Telefoon',
      current: 'Geverifieerd nummer: {{phone}}',
      none: 'Nog geen geverifieerd nummer.',
      number: 'Nieuw mobiel nummer',
      numberHint: 'In internationaal formaat, bijvoorbeeld +32470123456.',
      unavailable: 'Dit nummer kan niet voor uw account worden gebruikt.',
      send: 'Een code ontvangen',
      code: 'Code ontvangen per sms',
      codeHint: 'De 6 cijfers gestuurd naar {{phone}}.',
      verify: 'Nummer verifiëren',
      otherNumber: 'Ander nummer',
      verified: 'Uw nummer is geverifieerd.',
    },
    delete: {
      title: 'Mijn account verwijderen',
      intro:
        'Uw profiel verdwijnt meteen uit de gids en uw persoonsgegevens worden gewist. Reeds ontvangen aanvragen blijven leesbaar voor de koppels die ze stuurden.',
      open: 'Mijn account verwijderen',
      dialogTitle: 'Uw account definitief verwijderen?',
      dialogText: 'Dit kan niet ongedaan worden gemaakt. Vul uw wachtwoord in om te bevestigen.',
      password: 'Wachtwoord',
      confirm: 'Definitief verwijderen',
      cancel: 'Annuleren',
    },
  },
} satisfies typeof french;
