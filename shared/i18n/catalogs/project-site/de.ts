import type french from './fr';

export default {
  projectSite: {
    session: {
      signIn: 'Anmelden',
      greeting: 'Hallo {{name}}',
      logOut: 'Abmelden',
    },
    home: {
      title: 'Ihre anstehenden Projekte',
      loading: 'Ihre Projekte werden geladen…',
      loadFailed: 'Ihre Projekte konnten nicht geladen werden.',
      empty: 'Sie haben kein anstehendes Projekt.',
      newProject: 'Neues Projekt',
      contacted: 'Kontaktierte Hochzeitsplaner: {{count}}',
      answered: 'Erhaltene Antworten: {{count}}',
      draftTitle: 'Ein Projekt zum Abschließen',
      draftText:
        'Sie haben ein Projekt begonnen, ohne es zu senden: Machen Sie dort weiter, wo Sie aufgehört haben.',
      continueDraft: 'Mein Projekt fortsetzen',
      more: 'Weitere Projekte anzeigen',
      moreLoading: 'Weitere Projekte werden geladen…',
      moreFailed: 'Die weiteren Projekte konnten nicht geladen werden.',
      closedTitle: 'Abgeschlossene Projekte',
      closedIntro:
        'Sie bleiben mit ihren Anfragen einsehbar, können aber nicht mehr geändert oder gesendet werden.',
      closedOn: 'Abgeschlossen am {{date}}',
      closedLoadFailed: 'Ihre abgeschlossenen Projekte konnten nicht geladen werden.',
      closedMore: 'Weitere abgeschlossene Projekte anzeigen',
    },
    signIn: {
      heading: 'Melden Sie sich mit Ihrem Telefon an',
      inscriptionIntro: 'Erstellen Sie Ihr Profil, um Ihr Hochzeitsprojekt vorzubereiten.',
      signedIn: 'Sie sind angemeldet. Weiter zu Ihrem Projekt…',
    },
    addToProject: {
      open: '{{name}} zu einem Projekt hinzufügen',
      project: 'Projekt',
      add: 'Hinzufügen',
      adding: 'Wird hinzugefügt…',
      signInFirst: 'Melden Sie sich an, um diesen Hochzeitsplaner einem Projekt hinzuzufügen.',
      signInLink: 'Anmelden',
      noProject: 'Sie haben kein offenes anstehendes Projekt.',
      createProject: 'Ein Projekt anlegen',
      sent: 'Anfrage an {{name}} gesendet.',
      noMessage:
        'Dieses Projekt hat noch keine Nachricht für Hochzeitsplaner: Fügen Sie sie im Projekt hinzu.',
      openProject: 'Projekt öffnen',
    },
  },
} satisfies typeof french;
