import type { PagesTexts } from './fr';

export const de: PagesTexts = {
  pages: {
    home: {
      title: 'Finden Sie Ihren Hochzeitsplaner',
      description: 'Über 500 Hochzeitsplaner, eine Antwort in weniger als 24 Stunden.',
      providers: 'Über 500 Dienstleister',
      replyTime: 'Eine Antwort in weniger als 24 Stunden',
      severalProviders: 'Wer mehrere Dienstleister kontaktiert, erhält 6-mal mehr Antworten',
      algorithm: 'Unser Algorithmus wählt 3 Profile für Sie aus',
      pricesTitle: 'Richtpreise',
      fullService: 'Komplette Hochzeitsplanung: ab {{price}}',
      partialService: 'Teilweise Planung: ab {{price}}',
      dayOfCoordination: 'Koordination am Hochzeitstag: ab {{price}}',
      claimsTitle: 'Warum mit uns planen',
      stepsTitle: 'So funktioniert es',
      step1Title: 'Suchen',
      step1Text:
        'Wählen Sie eine Leistung, eine Region oder eine Stadt: Das Verzeichnis zeigt Ihnen die Hochzeitsplaner, die dort arbeiten.',
      step2Title: 'Vergleichen',
      step2Text: 'Sehen Sie sich ihre Profile, Fotos und Sprachen an und merken Sie sich Ihre Favoriten.',
      step3Title: 'Kontaktieren',
      step3Text:
        'Beschreiben Sie Ihre Hochzeit einmal und senden Sie Ihre Anfrage an mehrere Hochzeitsplaner: Sie erhalten in weniger als 24 Stunden eine Antwort.',
      featuredTitle: 'Ausgewählte Hochzeitsplaner',
      featuredEmpty:
        'Auf dieser Website werden noch keine Hochzeitsplaner hervorgehoben: Entdecken Sie im Verzeichnis alle, die sich angemeldet haben.',
      featuredAll: 'Alle Hochzeitsplaner ansehen',
      areasAllDepartment: 'Alle Bezirke ansehen',
      areasAllRegion: 'Alle Bundesländer ansehen',
      guidesAll: 'Alle Ratgeber ansehen',
      projectTitle: 'Ihre Hochzeit beginnt hier',
      projectText:
        'Legen Sie Ihr Projekt in wenigen Minuten an: Datum, Ort, Budget. Die passenden Hochzeitsplaner melden sich bei Ihnen.',
      projectCall: 'Mein Projekt starten',
      plannersTitle: 'Sie sind Hochzeitsplaner?',
      plannersText:
        'Zeigen Sie Paaren aus Ihrer Region Ihre Arbeit und erhalten Sie ihre Anfragen in Ihrem Dienstleisterbereich.',
      plannersCall: 'Zum Dienstleisterbereich',
    },
    project: {
      title: 'Mein Hochzeitsprojekt',
    },
    /** The project site's pages (server/pages/project-site/). */
    projectSite: {
      /** The header's country and language switch (server/pages/project-site/locale-switch.ts). */
      localeSwitch: {
        submit: 'Ändern',
      },
      /** The project wizard's server-rendered shell (server/pages/project-wizard/). */
      wizard: {
        title: 'Mein Projekt erstellen',
        intro:
          'Erstellen Sie Ihr Hochzeitsprojekt in fünf Schritten und senden Sie es an die Hochzeitsplaner Ihrer Wahl.',
        noScript:
          'Diese Seite braucht JavaScript, um Ihre Antworten laufend zu speichern. Aktivieren Sie es oder kontaktieren Sie einen Hochzeitsplaner über seine Seite.',
        loading: 'Formular wird geladen…',
        stepsLabel: 'Die Schritte',
      },
      nav: {
        label: 'Seitennavigation',
        home: 'Mein Projekt',
        search: 'Suchen',
        favorites: 'Meine Favoriten',
        testimonials: 'Erfahrungsberichte',
        account: 'Mein Konto',
      },
      /** The project view, account settings and favourites pages (server/pages/project-site/project-view-pages.ts). */
      projectView: {
        projectTitle: 'Mein Hochzeitsprojekt',
        projectLoading: 'Projekt wird geladen…',
        accountLoading: 'Ihr Konto wird geladen…',
        favoritesLoading: 'Ihre Favoriten werden geladen…',
        needsScript: 'Diese Seite braucht JavaScript, um Ihre Angaben anzuzeigen.',
      },
      shell: {
        signIn: 'Anmelden',
        welcomeTitle: 'Willkommen bei Ihrem Hochzeitsprojekt',
        welcomeText:
          'Beschreiben Sie Ihre Hochzeit, erhalten Sie die Profile der für Sie ausgewählten Hochzeitsplaner und kontaktieren Sie sie in wenigen Minuten.',
        claimsTitle: 'Was wir für Sie tun',
        startProject: 'Ein Projekt beginnen',
        signInLoading: 'Die Anmeldung per Telefon wird geladen…',
        coupleTitle: 'Ihre anstehenden Projekte',
        coupleLoading: 'Ihre Projekte werden geladen…',
        registerTitle: 'Mein Konto erstellen',
        registerText:
          'Bestätigen Sie Ihre Telefonnummer per SMS und erstellen Sie dann Ihr Profil: Danach können Sie Ihr Projekt beschreiben und Hochzeitsplaner kontaktieren.',
        testimonialsTitle: 'Sie haben ihren Hochzeitsplaner gefunden',
        testimonialsIntro: 'Paare erzählen, wie sie ihre Hochzeit mit uns vorbereitet haben.',
        searchTitle: 'Einen Hochzeitsplaner finden',
        searchIntro:
          'Suchen Sie unter den Hochzeitsplanern des Verzeichnisses und fügen Sie die, die Ihnen gefallen, Ihrem Projekt hinzu.',
        weddingIn: 'Hochzeit in {{place}}, {{year}}',
        testimonials: {
          quote1:
            'Wir bekamen an einem Abend drei Vorschläge. Unsere Hochzeitsplanerin hat alles übernommen, und endlich konnten wir die Vorbereitungen genießen.',
          quote2:
            'Unsere Hochzeit aus dem Ausland zu planen, machte uns Angst. Einmal beschrieben, kamen die Antworten in weniger als einem Tag.',
          quote3:
            'Wir suchten nur eine Koordinatorin für den großen Tag: Der Algorithmus lag gleich beim ersten Mal richtig.',
          quote4:
            'Mehrere Hochzeitsplaner zu kontaktieren, ließ uns in Ruhe vergleichen. Wir empfehlen es all unseren Freunden.',
        },
      },
    },
    backOffice: {
      title: 'Dienstleisterbereich',
      nav: {
        label: 'Dienstleisterbereich',
        dashboard: 'Übersicht',
        profile: 'Mein Profil',
        credits: 'Meine Credits',
        account: 'Mein Konto',
      },
      signIn: 'Anmelden',
      titles: {
        login: 'Anmeldung',
        register: 'Ein Dienstleisterkonto erstellen',
        forgotPassword: 'Passwort vergessen',
        resetPassword: 'Neues Passwort',
        confirmEmail: 'Bestätigung Ihrer Adresse',
        dashboard: 'Übersicht',
        account: 'Mein Konto',
        supportAccess: 'Support-Zugriff',
      },
      registerLead: 'Stellen Sie Ihr Unternehmen Paaren vor, die ihre Hochzeit planen.',
      supportAccessLead:
        'Handeln Sie höchstens eine Stunde lang für einen Dienstleister; alles, was Sie tun, wird in seinem Protokoll festgehalten.',
      loading: 'Wird geladen…',
      noScript: 'Diese Seite benötigt JavaScript. Aktivieren Sie es, um fortzufahren.',
    },
    notFound: {
      backHome: 'Zurück zur Startseite',
    },
    provider: {
      portraitTitle: 'Vorstellung',
      languagesTitle: 'Gesprochene Sprachen',
      servicesTitle: 'Leistungen',
      experiencesTitle: 'Erfahrungen',
      contactTitle: '{{name}} kontaktieren',
      contactButton: 'Kontaktieren',
      skipToContact: 'Zum Kontaktformular springen',
      photoAlt: 'Foto von {{name}}',
      portfoliosTitle: 'Echte Hochzeiten',
      portfolioImageAlt: '{{title}}, Foto {{position}}',
      portfolioCarousel: 'Fotos von {{title}}',
      portfolioBack: 'Zurück zum Profil von {{name}}',
    },
    /** The public site's header (server/pages/chrome/). */
    header: {
      skipToContent: 'Zum Inhalt springen',
      menu: 'Menü',
      directory: 'Verzeichnis',
      guides: 'Ratgeber',
      startProject: 'Projekt starten',
      forPlanners: 'Für Hochzeitsplaner',
      switcherLabel: 'Land und Sprache',
    },
    footer: {
      sitesLabel: 'Unsere Websites',
      navLabel: 'Fußzeile',
      tagline: 'Das Verzeichnis der Hochzeitsplaner in sieben europäischen Ländern.',
      couplesTitle: 'Brautpaare',
      plannersTitle: 'Für Profis',
      aboutTitle: 'Über uns',
      termsOfSale: 'Allgemeine Geschäftsbedingungen',
    },
  },
};
