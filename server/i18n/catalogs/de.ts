import type { ServerCatalog } from './fr';

export const de: ServerCatalog = {
  server: {
    instagramNotConfigured:
      'Instagram ist auf diesem Server nicht eingerichtet: Ein Konto kann nicht verknüpft werden.',
    instagramStateInvalid:
      'Diese Rückkehr von Instagram ist ungültig oder abgelaufen: Starten Sie die Verbindung auf der Instagram-Seite erneut.',
    instagramCodeRefused:
      'Instagram hat diese Autorisierung abgelehnt (bereits verwendet oder abgelaufen): Starten Sie die Verbindung erneut.',
    instagramUnavailable: 'Instagram antwortet gerade nicht. Versuchen Sie es in einigen Minuten erneut.',
    alreadyPremium: 'Sie sind bereits Premium.',
    noSubscription: 'Sie haben kein Premium-Abonnement zu verwalten.',
    paymentGatewayUnavailable:
      'Der Zahlungsdienst antwortet gerade nicht. Versuchen Sie es in ein paar Minuten erneut: Es wurde nichts abgebucht.',
    receiptNotFound: 'Diese Quittung gibt es nicht.',
    authenticationRequired: 'Anmeldung erforderlich',
    wrongRole: 'Dieses Konto hat keinen Zugriff auf diese Seite.',
    sessionExpired: 'Sitzung abgelaufen',
    codeCooldown: 'Bitte warten Sie, bevor Sie einen neuen Code anfordern.',
    tooManyCodesForPhone: 'Zu viele Codes für diese Nummer angefordert. Versuchen Sie es später erneut.',
    tooManyCodesFromAddress: 'Zu viele Codes von dieser Adresse angefordert. Versuchen Sie es später erneut.',
    tooManyCodesFromNetwork: 'Zu viele Codes aus Ihrem Netzwerk angefordert. Versuchen Sie es später erneut.',
    phoneNotMobile: 'Diese Nummer kann keine SMS empfangen: Bitte geben Sie eine Mobilnummer an.',
    smsBudgetExceeded:
      'Der Versand von Codes per SMS ist vorübergehend ausgesetzt. Versuchen Sie es in einigen Minuten erneut.',
    phoneNotVerified: 'Diese Telefonnummer muss zuerst mit dem per SMS erhaltenen Code bestätigt werden.',
    accountExists: 'Für diese Telefonnummer besteht bereits ein Konto.',
    smsNotSent: 'Die SMS konnte nicht gesendet werden. Versuchen Sie es gleich noch einmal.',
    internalError: 'Interner Serverfehler',
    tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
    serviceUnavailable:
      'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    smsCode: 'Ihr Bestätigungscode: {{code}}',
    unknownEventType: 'Diese Veranstaltungsart gibt es nicht.',
    unknownServiceType: 'Diese Leistungsart gibt es nicht.',
    unknownRange: 'Diese Spanne gibt es nicht: Wählen Sie eine aus der Liste.',
    projectNotFound: 'Dieses Projekt wurde nicht gefunden.',
    projectClosed: 'Dieses Projekt ist abgeschlossen: Es kann nicht mehr geändert oder gesendet werden.',
    tooManyRequestsSent:
      'Sie haben heute viele Anfragen gesendet. Versuchen Sie es morgen erneut oder schreiben Sie uns.',
    tooManyOpenProjects:
      'Sie haben bereits {{max}} offene Projekte: Schließen Sie eines ab, bevor Sie ein neues anlegen.',
    tooManyProjectsCreated:
      'Sie haben in kurzer Zeit viele Projekte angelegt. Versuchen Sie es später erneut oder schreiben Sie uns.',
    tooManyFavorites:
      'Sie haben bereits {{max}} Favoriten: Entfernen Sie einen, bevor Sie einen weiteren hinzufügen.',
    providerNotFound: 'Dieser Dienstleister wurde nicht gefunden.',
    forbiddenWhileImpersonating:
      'Während eines Support-Zugriffs darf nur der Kontoinhaber dies tun: Die Aktion wird abgelehnt.',
    impersonationProviderNotFound: 'Kein Dienstleister mit Konto hat diese Profilkennung.',
    alreadyImpersonating:
      'Diese Sitzung handelt bereits für einen Dienstleister: Beenden Sie diesen Zugriff, bevor Sie einen neuen beginnen.',
    notImpersonating: 'Diese Sitzung befindet sich in keinem Support-Zugriff: Es gibt nichts zu beenden.',
    promotionNotFound: 'Diese Mitteilung wurde nicht gefunden.',
    requestNotFound: 'Diese Anfrage wurde nicht gefunden.',
    requestAlreadyAnswered: 'Diese Anfrage wurde bereits anders beantwortet.',
    notEnoughCredits: 'Sie haben nicht genug Guthaben. Kaufen Sie ein Guthabenpaket, um fortzufahren.',
    leadExpired:
      'Diese Anfrage blieb über 30 Tage unbeantwortet: Sie ist abgelaufen und kann nicht mehr freigeschaltet werden.',
    leadNotUnlocked: 'Diese Anfrage wurde nicht freigeschaltet: Es gibt nichts zu erstatten.',
    leadAlreadyDisputed: 'Für diese Anfrage wurde bereits eine Reklamation eingereicht.',
    leadAlreadyRefunded: 'Das Guthaben dieser Anfrage wurde bereits erstattet.',
    cityNotFound: 'Der Ort dieses Projekts wurde nicht gefunden: Bitte geben Sie die Stadt an.',
    uploadNotMultipart: 'Diese Adresse erwartet Dateien im Format multipart/form-data.',
    uploadTooLarge: '„{{name}}“ überschreitet die maximale Dateigröße von {{limit}} MB.',
    uploadTooManyPixels: '„{{name}}“ überschreitet die maximale Bildgröße von {{limit}} Megapixeln.',
    uploadTypeRefused: '„{{name}}“ ist kein akzeptiertes Bild: Senden Sie eine {{allowed}}-Datei.',
    uploadUnreadable: '„{{name}}“ konnte nicht als Bild gelesen werden.',
    uploadTooManyFiles: 'Senden Sie höchstens {{limit}} Dateien auf einmal.',
    uploadNoFile: 'Keine Datei erhalten: Fügen Sie mindestens ein Bild hinzu.',
    uploadGalleryFull: 'Die Galerie enthält bereits die maximale Anzahl an Fotos ({{limit}}).',
    imageNotFound: 'Bild nicht gefunden.',
    imageKeyInvalid: 'Diese Bildadresse ist ungültig.',
    imagesBusy: 'Zu viele Bilder werden gerade vorbereitet. Versuchen Sie es in einigen Sekunden erneut.',
    imageChoiceInvalid: 'Der Parameter {{name}} muss einer dieser Werte sein: {{allowed}}.',
    unknownRegion: 'Diese Region gibt es in diesem Land nicht.',
    unknownCity: 'Diese Stadt gibt es in diesem Land nicht.',
    commonPassword: 'Dieses Passwort gehört zu den häufigsten: Wählen Sie ein anderes.',
    wrongCredentials: 'E-Mail-Adresse oder Passwort falsch.',
    tooManyLoginAttempts: 'Zu viele Anmeldeversuche. Versuchen Sie es später erneut.',
    wrongPassword: 'Falsches Passwort.',
    emailNotConfirmed:
      'Bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben.',
    phoneTaken: 'Diese Nummer gehört bereits zu einem anderen Konto.',
    cityNotPicked: 'Wählen Sie eine Stadt aus der Liste.',
    companyRegisterUnavailable:
      'Das Unternehmensregister antwortet gerade nicht. Versuchen Sie es in einigen Minuten erneut oder füllen Sie die Seite selbst aus.',
    companyNotInRegister: 'Im Unternehmensregister hat keine Niederlassung diese SIRET.',
    onboardingIncomplete: 'Ihr Profil ist noch nicht vollständig: Es fehlen {{missing}}.',
    venueNotFound: 'Diese Location wurde nicht gefunden.',
    videoNotFound: 'Dieses Video wurde nicht gefunden.',
    venueIncomplete: 'Diese Location kann nicht in Ihrem Profil erscheinen: Es fehlt noch {{missing}}.',
    venueImagesFull: 'Diese Location hat bereits die Höchstzahl an Fotos, {{limit}}.',
    tooManyVenues:
      'Sie haben bereits die Höchstzahl an Locations, {{limit}}: Löschen Sie eine, bevor Sie eine neue anlegen.',
    tooManyVideos:
      'Sie haben bereits die Höchstzahl an Videos, {{limit}}: Löschen Sie eines, bevor Sie ein neues hinzufügen.',
    videoAlreadyAdded: 'Dieses Video ist bereits in Ihrer Liste.',
    unknownVenueType: 'Diesen Locationtyp gibt es nicht: Wählen Sie einen aus der Liste.',
    unknownVenuePrestation: 'Diese Leistung gibt es nicht: Wählen Sie eine aus der Liste.',
    portfolioNotFound: 'Hochzeit nicht gefunden.',
    portfolioImageNotFound: 'Foto nicht gefunden.',
    portfolioIncomplete: 'Diese Hochzeit kann noch nicht veröffentlicht werden: Es fehlen {{missing}}.',
    portfoliosFull: 'Sie haben bereits die Höchstzahl an Hochzeiten, {{limit}}.',
    portfolioPhotosFull: 'Diese Hochzeit enthält bereits die Höchstzahl an Fotos, {{limit}}.',
    portfolioOrderStale:
      'Die Fotos dieser Hochzeit wurden inzwischen geändert: Laden Sie ihre aktuelle Reihenfolge neu und versuchen Sie es erneut.',
    portfolioKeyImagePublished:
      'Dieses Foto ist das Titelfoto einer veröffentlichten Hochzeit: Wählen Sie ein anderes oder nehmen Sie die Hochzeit vom Profil, bevor Sie es löschen.',
    portfolioTitleRequired: 'Eine veröffentlichte Hochzeit behält einen Titel.',
  },
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'Name und SIRET des Unternehmens',
    address: 'die Adresse',
    services: 'die Leistungen',
    portrait: 'das Porträt',
    languages: 'die gesprochenen Sprachen',
    profilePhoto: 'das Profilfoto',
    gallery: 'drei sichtbare Fotos in der Galerie',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'ein Name',
    city: 'ein Ort',
    image: 'ein Foto',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Neueste Instagram-Beiträge',
    postAlt: 'Instagram-Beitrag von {{name}} vom {{date}}',
    account: '@{{username}} auf Instagram ansehen',
  },
  profileMedia: {
    venuesTitle: 'Locations',
    venueImageAlt: '{{venue}}, Foto {{position}}',
    videosTitle: 'Videos',
    playVideo: 'Video abspielen: {{title}}',
    untitledVideo: '{{name}}, Video {{position}}',
    vimeo: 'Vimeo-Video',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'ein Titel',
    images: 'Fotos',
    keyImage: 'ein Titelfoto',
  },
  /** Event types by slug (the database names them in French only). */
  eventTypes: {
    wedding: 'Hochzeit',
    engagement: 'Verlobung',
    'civil-union': 'Eingetragene Partnerschaft',
    'vow-renewal': 'Erneuerung des Eheversprechens',
    anniversary: 'Hochzeitstag',
    birthday: 'Geburtstag',
    baptism: 'Taufe',
    communion: 'Kommunion',
    'bachelor-party': 'Junggesellenabschied',
    'baby-shower': 'Babyparty',
    corporate: 'Firmenveranstaltung',
    other: 'Andere Veranstaltung',
  },
  /** A project range's label, from its bounds (the database's labels are French only). */
  projectRanges: {
    guestsUnder: 'Weniger als {{count}} Gäste',
    guestsBetween: '{{min}} bis {{max}} Gäste',
    guestsOver: '{{min}} Gäste und mehr',
    amountUnder: 'Weniger als {{amount}}',
    amountBetween: '{{min}} bis {{max}}',
    amountOver: '{{amount}} und mehr',
  },
  serviceTypes: {
    'full-service': 'Komplette Planung',
    'partial-planning': 'Teilplanung',
    'day-of-coordination': 'Koordination am Hochzeitstag',
  },
  providerAccount: {
    addressConfirmedAlready: 'Diese Adresse ist bereits bestätigt.',
    resetLinkUnknown: 'Dieser Link zum Zurücksetzen ist ungültig: Prüfen Sie, ob er vollständig ist.',
    resetLinkUsed: 'Dieser Link zum Zurücksetzen wurde bereits verwendet.',
    resetLinkWithdrawn: 'Dieser Link funktioniert nicht mehr: Ein neuerer wurde gesendet.',
    resetLinkExpired: 'Dieser Link zum Zurücksetzen ist abgelaufen: Fordern Sie einen neuen an.',
    welcomeSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    welcomeBody:
      'Hallo,\n\nwillkommen im Profibereich von {{brand}}. Um die Adresse Ihres Kontos zu bestätigen, öffnen Sie diesen Link:\n\n{{link}}\n\nDer Link ist {{hours}} Stunden gültig und funktioniert einmal. Ihr Profil kann veröffentlicht werden, sobald die Adresse bestätigt ist.\n\nWenn Sie kein Konto angelegt haben, ignorieren Sie diese Nachricht.\n\n{{brand}}',
    existingSubject: 'Sie haben bereits ein Konto',
    existingBody:
      'Hallo,\n\njemand, vielleicht Sie, wollte mit dieser Adresse ein Profikonto bei {{brand}} anlegen. Für sie gibt es bereits ein Konto: Melden Sie sich hier an:\n\n{{signInLink}}\n\nPasswort vergessen? Wählen Sie hier ein neues:\n\n{{resetLink}}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht: Es hat sich nichts geändert.\n\n{{brand}}',
    resetSubject: 'Wählen Sie ein neues Passwort',
    resetBody:
      'Hallo,\n\num ein neues Passwort für Ihr Profikonto bei {{brand}} zu wählen, öffnen Sie diesen Link:\n\n{{link}}\n\nDer Link ist {{hours}} Stunde gültig und funktioniert einmal. Das neue Passwort meldet alle Ihre Sitzungen ab.\n\nWenn Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Neue Anfrage: {{eventType}}, am {{date}}',
    newLeadBody:
      'Guten Tag,\n\nein Paar hat Ihnen über {{brand}} eine Anfrage gesendet: {{eventType}}, am {{date}}.\n\nSehen Sie, was es sucht, und entscheiden Sie, ob Sie die Anfrage freischalten:\n\n{{link}}\n\nDie Kontaktdaten erscheinen, sobald die Anfrage freigeschaltet ist. Antworten Sie innerhalb von {{hours}} Stunden: Paare wählen oft den ersten Planer, der antwortet.\n\n{{brand}}',
    unlockSms:
      '{{brand}}: {{planner}} hat Ihre Anfrage ({{eventType}}) angenommen und meldet sich bei Ihnen.',
    unlockSubject: '{{planner}} hat Ihre Anfrage angenommen',
    unlockBody:
      'Guten Tag,\n\n{{planner}} hat Ihre Anfrage ({{eventType}}) angenommen und Ihre Kontaktdaten erhalten: Der Planer meldet sich bei Ihnen.\n\nIhre Anfragen und die Antworten finden Sie in Ihrem Projekt auf {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Keine neue E-Mail-Adresse wartet auf Bestätigung.',
    tooManyLinks:
      'Für dieses Konto wurden zu viele Bestätigungslinks gesendet. Versuchen Sie es in einer Stunde erneut.',
    linkUnknown: 'Dieser Bestätigungslink ist ungültig: Prüfen Sie, ob er vollständig ist.',
    linkUsed: 'Dieser Bestätigungslink wurde bereits verwendet.',
    linkWithdrawn:
      'Dieser Link funktioniert nicht mehr: Ein neuerer Link wurde gesendet oder die Adressänderung wurde abgebrochen.',
    linkExpired: 'Dieser Bestätigungslink ist abgelaufen.',
    mailSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    mailBody:
      'Hallo,\n\ndamit diese Adresse die Ihres Kontos bei {{brand}} wird, bestätigen Sie sie über diesen Link:\n\n{{link}}\n\nDer Link ist {{hours}} Stunden gültig und funktioniert nur einmal. Bis dahin behält Ihr Konto seine bisherige Adresse.\n\nWenn Sie diese Änderung nicht angefordert haben, ignorieren Sie diese Nachricht: Es ändert sich nichts.\n\n{{brand}}',
    pageTitle: 'E-Mail-Adresse bestätigen',
    pageLead: 'Diese Adresse wird die Ihres Kontos, an die Ihnen die Hochzeitsplaner schreiben:',
    confirm: 'Diese Adresse bestätigen',
    confirmed: 'Erledigt: {{email}} ist jetzt die Adresse Ihres Kontos.',
    newLink: 'Fordern Sie in Ihrem Konto einen neuen Link an.',
    toAccount: 'Zu meinem Konto',
  },
  directory: {
    mainNav: 'Hauptmenü',
    directory: 'Verzeichnis der Hochzeitsplaner',
    guides: 'Ratgeber',
    breadcrumbs: 'Brotkrumennavigation',
    home: 'Startseite',
    areasDepartment: 'Regierungsbezirke',
    areasRegion: 'Bundesländer',
    areasTitleDepartment: 'Hochzeitsplaner nach Regierungsbezirk',
    areasTitleRegion: 'Hochzeitsplaner nach Bundesland',
    areasDescriptionDepartment:
      'Alle Regierungsbezirke mit der Zahl der dort eingetragenen Hochzeitsplaner: Wählen Sie Ihren und vergleichen Sie die Profile.',
    areasDescriptionRegion:
      'Alle Bundesländer mit der Zahl der dort eingetragenen Hochzeitsplaner: Wählen Sie Ihres und vergleichen Sie die Profile.',
    headingCountry: 'Hochzeitsplaner in {{place}}',
    headingArea: 'Hochzeitsplaner in {{place}}',
    headingCity: 'Hochzeitsplaner in {{place}}',
    cityInArea: '{{city}} ({{area}})',
    introCountry:
      'Entdecken Sie die Hochzeitsplaner im ganzen Land, Bundesland für Bundesland: welche Sprachen sie sprechen, wann sie zuletzt aktiv waren, wie sie arbeiten. Kontaktieren Sie mehrere auf einmal – so erhalten Sie deutlich mehr Antworten.',
    introArea:
      '{{place}}: Hier finden Sie die Hochzeitsplaner, die in dieser Gegend Hochzeiten organisieren. Vergleichen Sie ihre Profile und Sprachen und kontaktieren Sie diejenigen, die Ihnen gefallen.',
    introCity:
      '{{place}} und Umgebung: Hier finden Sie die Hochzeitsplaner aus diesem Ort. Vergleichen Sie ihre Profile und kontaktieren Sie mehrere mit einer einzigen Anfrage.',
    countNone: 'Hier ist noch kein Hochzeitsplaner eingetragen.',
    countOne: '1 Hochzeitsplaner',
    countMany: '{{number}} Hochzeitsplaner',
    linkCountOne: '{{number}} Hochzeitsplaner',
    linkCountOther: '{{number}} Hochzeitsplaner',
    pagedTitle: '{{title}} – Seite {{page}}',
    pagedDescription: '{{description}} – Seite {{page}}',
    listingDescription:
      '{{place}}: {{countText}}. Profile und Sprachen vergleichen und innerhalb von 24 Stunden eine Antwort erhalten.',
    pagination: 'Ergebnisseiten',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageNumber: 'Seite {{page}}',
    topAreasDepartment: 'Regierungsbezirke mit den meisten Hochzeitsplanern',
    topAreasRegion: 'Bundesländer mit den meisten Hochzeitsplanern',
    nearbyAreasDepartment: 'Benachbarte Regierungsbezirke',
    nearbyAreasRegion: 'Benachbarte Bundesländer',
    citiesOfArea: 'Orte mit Hochzeitsplanern',
    nearbyCities: 'Orte in der Nähe',
    searchTitle: 'Hochzeitsplaner finden',
    service: 'Leistung',
    anyService: 'Alle Leistungen',
    region: 'Bundesland',
    anyRegion: 'Alle Bundesländer',
    city: 'Ort',
    search: 'Suchen',
    searchResultsTitle: 'Suchergebnisse',
    searchResultsDescription: 'Die Hochzeitsplaner, die zu Ihrer Suche passen.',
    searchNoResult: 'Kein Hochzeitsplaner passt zu dieser Suche: Versuchen Sie es mit weniger Kriterien.',
    searchInvalid: 'Diese Suchkriterien sind ungültig.',
    searchCityUnknown: 'Diesen Ort finden wir nicht: Bitte prüfen Sie die Schreibweise.',
    guidesTitle: 'Unsere Tipps für die Planung Ihrer Hochzeit',
    guidesDescription:
      'Unsere Ratgeber für die Hochzeitsplanung mit einem Hochzeitsplaner: Budget, Zeitplan, die richtigen Fragen.',
    guidesEmpty: 'Es wurde noch kein Ratgeber veröffentlicht.',
    galleryTitle: 'Fotos',
    galleryLabel: 'Fotos von {{name}}',
    galleryImageAlt: 'Foto {{position}} von {{name}}',
    linksTitle: 'Im Netz',
    linkWebsite: 'Webseite',
    linkPhone: 'Telefon',
    linkEmail: 'E-Mail',
    profileDescription: '{{name}}, Hochzeitsplaner ({{place}}): Profil, Sprachen und Kontakt.',
  },
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
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} Credits',
    sandbox: {
      title: 'Zahlung (Sandbox)',
      lead: 'Testseite: Es fließt kein Geld. Sie tut, was die Zahlungsseite einer Bank tun würde.',
      order: 'Bestellung',
      amount: 'Betrag inkl. MwSt.',
      pay: 'Bezahlen',
      payLater: 'Per Lastschrift bezahlen (später bestätigt)',
      settle: 'Lastschrift bestätigen',
      fail: 'Zahlung scheitern lassen',
      abandon: 'Abbrechen',
      confirmsLater: 'Die Lastschrift wartet auf die Bestätigung der Bank.',
      closed: 'Diese Zahlung ist abgeschlossen.',
    },
    success: {
      title: 'Ihre Zahlung',
      paid: 'Zahlung erhalten: {{credits}} Credits wurden Ihrem Guthaben hinzugefügt.',
      pending: 'Ihre Zahlung wird bestätigt: Ihre Credits kommen, sobald uns die Bestätigung vorliegt.',
      confirmsLater:
        'Ihre Zahlung steht aus: Die Bank bestätigt diese Zahlungsart später, dann kommen Ihre Credits.',
      failed: 'Die Zahlung ist gescheitert: Es wurden keine Credits hinzugefügt und nichts abgebucht.',
      expired: 'Die Zahlung wurde abgebrochen: Es wurden keine Credits hinzugefügt und nichts abgebucht.',
      unknown: 'Wir finden diese Zahlung nicht.',
      refresh: 'Erneut prüfen',
      toCredits: 'Meine Credits ansehen',
      receipt: 'Quittung ansehen',
    },
    premium: {
      plan: 'Premium, monatlich',
      sandbox: {
        title: 'Abonnement (Sandbox)',
        lead: 'Eine Testseite: Es fließt kein Geld. Sie tut, was die Abonnementseite einer Bank tun würde.',
        price: 'Preis pro Monat, inkl. MwSt.',
        subscribe: 'Abonnieren',
        fail: 'Zahlung fehlschlagen lassen',
        abandon: 'Abbrechen',
        declined:
          'Die Zahlung wurde abgelehnt: Es wurde nichts abgebucht. Versuchen Sie es erneut oder brechen Sie ab.',
      },
      billing: {
        title: 'Mein Abonnement verwalten (Sandbox)',
        renews: 'Verlängert sich am {{date}}',
        ends: 'Endet am {{date}}',
        cancelAtPeriodEnd: 'Zum Ende des Zeitraums kündigen',
        resume: 'Abonnement fortsetzen',
        cancelNow: 'Jetzt kündigen',
        closed: 'Dieses Abonnement ist beendet.',
      },
      success: {
        title: 'Ihr Premium-Abonnement',
        active: 'Sie sind Premium bis zum {{date}}.',
        pending: 'Ihr Abonnement wird bestätigt: Premium folgt, sobald wir die Bestätigung haben.',
        ended: 'Dieses Abonnement ist beendet.',
        unknown: 'Wir finden dieses Abonnement noch nicht.',
        refresh: 'Erneut prüfen',
        toPremium: 'Mein Abonnement ansehen',
      },
      canceled: {
        title: 'Kein Abonnement abgeschlossen',
        message: 'Sie haben nicht abonniert: Es wurde nichts abgebucht.',
      },
      updated: {
        title: 'Ihr Abonnement',
        message: 'Ihre Änderungen gelten, sobald der Zahlungsdienst sie uns bestätigt hat.',
      },
    },
  },
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Diese Bewertung gibt es nicht.',
    alreadyReported:
      'Sie haben diese Bewertung bereits gemeldet: Der Support prüft sie oder hat sie geprüft.',
    invitationSubject: 'Ihre Bewertung von {{planner}}',
    invitationBody:
      'Hallo {{name}},\n\nIhre Feier ({{eventType}}) am {{date}} liegt hinter Ihnen: Wie war die Zusammenarbeit mit {{planner}}? Ihre Bewertung hilft anderen Paaren bei der Wahl.\n\nHier bewerten:\n{{link}}\n\nDieser Link gilt nur für Sie und funktioniert bis zum {{expiry}}.\n\nIhr {{brand}}-Team',
    stars: '{{count}} von 5',
    page: {
      title: 'Ihre Bewertung',
      heading: 'Ihre Bewertung von {{planner}}',
      lead: 'Ihre Feier am {{date}} liegt hinter Ihnen: Erzählen Sie, wie die Zusammenarbeit war.',
      rating: 'Ihre Bewertung',
      text: 'Ihr Text',
      publicNote:
        'Ihre Bewertung wird auf dem Profil des Hochzeitsplaners unter dem Namen „{{name}}“ mit dem Datum Ihrer Feier veröffentlicht.',
      submit: 'Bewertung veröffentlichen',
      fixErrors: 'Ihre Bewertung wurde nicht gesendet:',
      thanksTitle: 'Danke für Ihre Bewertung',
      thanks: 'Ihre Bewertung ist auf dem Profil von {{planner}} veröffentlicht.',
      toProfile: 'Profil von {{planner}} ansehen',
      linkInvalid: 'Dieser Link ist ungültig. Verwenden Sie den vollständigen Link aus der E-Mail.',
      linkExpired: 'Dieser Link ist abgelaufen: Damit kann keine Bewertung mehr abgegeben werden.',
      alreadyReviewed: 'Sie haben diese Anfrage bereits bewertet. Danke!',
    },
    profile: {
      title: 'Bewertungen der Paare',
      average: 'Durchschnitt: {{average}} von 5',
      count: 'Bewertungen: {{count}}',
      rating: 'Bewertung: {{rating}} von 5',
      verified: 'Verifizierte Bewertung',
      eventOn: 'Feier am {{date}}',
      reply: 'Antwort von {{planner}}',
    },
  },
};
