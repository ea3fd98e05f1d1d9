import type french from './fr';

export default {
  projectSite: {
    session: {
      signIn: 'Inloggen',
      greeting: 'Hallo {{name}}',
      logOut: 'Uitloggen',
    },
    home: {
      title: 'Uw komende projecten',
      loading: 'Uw projecten worden geladen…',
      loadFailed: 'Uw projecten konden niet worden geladen.',
      empty: 'U hebt geen komend project.',
      newProject: 'Nieuw project',
      contacted: 'Gecontacteerde weddingplanners: {{count}}',
      answered: 'Ontvangen antwoorden: {{count}}',
      draftTitle: 'Een project om af te maken',
      draftText: 'U bent een project begonnen zonder het te versturen: ga verder waar u was gebleven.',
      continueDraft: 'Mijn project voortzetten',
      more: 'Meer projecten tonen',
      moreLoading: 'Meer projecten laden…',
      moreFailed: 'De volgende projecten konden niet worden geladen.',
      closedTitle: 'Afgesloten projecten',
      closedIntro:
        'Ze blijven met hun aanvragen zichtbaar, maar kunnen niet meer worden gewijzigd of verstuurd.',
      closedOn: 'Afgesloten op {{date}}',
      closedLoadFailed: 'Uw afgesloten projecten konden niet worden geladen.',
      closedMore: 'Meer afgesloten projecten tonen',
    },
    signIn: {
      heading: 'Log in met uw telefoon',
      inscriptionIntro: 'Maak uw profiel aan om uw trouwproject voor te bereiden.',
      signedIn: 'U bent ingelogd. U gaat naar uw project…',
    },
    addToProject: {
      open: '{{name}} aan een project toevoegen',
      project: 'Project',
      add: 'Toevoegen',
      adding: 'Bezig met toevoegen…',
      signInFirst: 'Log in om deze weddingplanner aan een project toe te voegen.',
      signInLink: 'Inloggen',
      noProject: 'U hebt geen open komend project.',
      createProject: 'Een project aanmaken',
      sent: 'Aanvraag verstuurd naar {{name}}.',
      noMessage: 'Dit project heeft nog geen bericht voor weddingplanners: voeg het toe vanuit het project.',
      openProject: 'Project openen',
    },
  },
} satisfies typeof french;
