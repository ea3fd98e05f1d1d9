import type { MessagesTexts } from './fr';

export const de: MessagesTexts = {
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
};
