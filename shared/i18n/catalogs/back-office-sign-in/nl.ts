import type french from './fr';

export default {
  backOfficeSignIn: {
    fields: {
      email: 'E-mailadres',
      password: 'Wachtwoord',
      newPassword: 'Nieuw wachtwoord',
      companyName: 'Naam van uw bedrijf',
      country: 'Land',
      language: 'Taal',
    },
    login: {
      submit: 'Inloggen',
      sending: 'Inloggen…',
      refused: 'Onjuist e-mailadres of wachtwoord.',
      forgot: 'Wachtwoord vergeten?',
      noAccount: 'Nog geen account?',
      register: 'Een account aanmaken',
    },
    register: {
      submit: 'Mijn account aanmaken',
      sending: 'Account wordt aangemaakt…',
      sentTitle: 'Bekijk uw mailbox',
      sentText:
        'We hebben een bevestigingslink gestuurd naar {{email}}. Volg die om uw account te activeren en log daarna in.',
      haveAccount: 'Al een account?',
      login: 'Inloggen',
    },
    forgot: {
      intro: 'Vul het e-mailadres van uw account in: we sturen u een link om een nieuw wachtwoord te kiezen.',
      submit: 'Link ontvangen',
      sending: 'Verzenden…',
      sentTitle: 'Bekijk uw mailbox',
      sentText:
        'Als er een account bestaat voor {{email}}, is er zojuist een link naartoe gestuurd die een uur geldig is.',
      backToLogin: 'Terug naar inloggen',
    },
    reset: {
      submit: 'Mijn wachtwoord opslaan',
      sending: 'Opslaan…',
      done: 'Uw wachtwoord is gewijzigd. Log in met het nieuwe.',
      unknown: 'Deze link is niet geldig. Controleer of hij volledig is, of vraag een nieuwe aan.',
      dead: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
      askAgain: 'Een nieuwe link aanvragen',
      login: 'Inloggen',
    },
    confirm: {
      intro: 'Bevestig uw e-mailadres om uw account te activeren.',
      submit: 'Mijn adres bevestigen',
      sending: 'Bevestigen…',
      confirmed: 'Uw adres {{email}} is bevestigd.',
      unknown: 'Deze bevestigingslink is niet geldig. Controleer of hij volledig is.',
      goneNext:
        'Is uw adres al bevestigd, log dan in; log anders in en vraag een nieuwe link aan vanuit uw account.',
      toDashboard: 'Naar mijn overzicht',
      login: 'Inloggen',
    },
  },
} satisfies typeof french;
