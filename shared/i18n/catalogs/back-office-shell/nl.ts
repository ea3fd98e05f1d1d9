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
      resendLink: 'Link opnieuw sturen',
      resendingLink: 'Verzenden…',
      linkResent: 'Er is een nieuwe link naar {{email}} gestuurd. De vorige werkt niet meer.',
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
      responsesTitle: 'Uw antwoorden op aanvragen',
      responsesNone: 'Geen aanvragen om te tellen in de afgelopen {{days}} dagen.',
      responsesFigures:
        'In de afgelopen {{days}} dagen beantwoordde u {{rate}} van de aanvragen ({{responses}} van {{requests}}).',
      responsesMedian: 'Mediane antwoordtijd: {{median}}.',
      respondsQuickly: 'Stellen zien de vermelding “Reageert snel” op uw profiel.',
      respondsQuicklyRule:
        'De vermelding “Reageert snel” verschijnt op uw profiel wanneer u minstens {{rate}} van de aanvragen beantwoordt, binnen mediaan {{hours}} uur, over minstens {{requests}} aanvragen.',
      waitingTitle: 'Aanvragen die op antwoord wachten',
      waitingLead: 'Aanvraag van {{sent}}',
      timeLeft: ': nog {{time}} om te antwoorden',
    },
  },
} satisfies typeof french;
