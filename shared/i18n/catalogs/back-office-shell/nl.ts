import type french from './fr';

export default {
  backOfficeShell: {
    session: {
      signIn: 'Inloggen',
      logOut: 'Uitloggen',
      loggingOut: 'Uitloggen…',
    },
    frame: {
      loading: 'Uw ruimte wordt geladen…',
      loadFailed: 'Uw ruimte kon niet worden geladen.',
      signInFirst: 'Log in om verder te gaan…',
    },
    password: {
      show: 'Wachtwoord tonen',
      hide: 'Wachtwoord verbergen',
      rule: 'Minstens 10 tekens.',
    },
    dashboard: {
      greeting: 'Hallo {{name}}',
      nextTitle: 'Volgende stappen',
      nothingNext: 'Voorlopig niets te doen: uw account is klaar.',
      confirmEmailTitle: 'Bevestig uw e-mailadres',
      confirmEmailText:
        'We hebben een link gestuurd naar {{email}}. Volg die om uw profiel te kunnen publiceren.',
      finishTitle: 'Rond uw inschrijving af',
      finishText: 'Uw adres is bevestigd: vul uw profiel aan en rond daarna uw inschrijving af.',
      finish: 'Mijn inschrijving afronden',
      finishing: 'Opslaan…',
      profileTitle: 'Uw openbare profiel',
      profileLink: 'Mijn profiel in de gids bekijken',
      notPublished: 'Uw profiel is nog niet gepubliceerd in de gids.',
    },
  },
} satisfies typeof french;
