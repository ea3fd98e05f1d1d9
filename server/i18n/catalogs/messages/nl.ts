import type { MessagesTexts } from './fr';

export const nl: MessagesTexts = {
  server: {
    instagramNotConfigured:
      'Instagram is niet ingesteld op deze server: een account koppelen is niet mogelijk.',
    instagramStateInvalid:
      'Deze terugkeer van Instagram is ongeldig of verlopen: start de koppeling opnieuw vanaf de Instagram-pagina.',
    instagramCodeRefused:
      'Instagram heeft deze toestemming geweigerd (al gebruikt of verlopen): start de koppeling opnieuw.',
    instagramUnavailable:
      'Instagram antwoordt op dit moment niet. Probeer het over een paar minuten opnieuw.',
    alreadyPremium: 'U bent al Premium.',
    noSubscription: 'U hebt geen Premium-abonnement om te beheren.',
    paymentGatewayUnavailable:
      'De betaaldienst reageert op dit moment niet. Probeer het over een paar minuten opnieuw: er is niets afgeschreven.',
    receiptNotFound: 'Dit ontvangstbewijs bestaat niet.',
    authenticationRequired: 'Aanmelding vereist',
    wrongRole: 'Dit account heeft geen toegang tot deze pagina.',
    sessionExpired: 'Sessie verlopen',
    codeCooldown: 'Wacht even voordat u een nieuwe code aanvraagt.',
    tooManyCodesForPhone: 'Te veel codes aangevraagd voor dit nummer. Probeer het later opnieuw.',
    tooManyCodesFromAddress: 'Te veel codes aangevraagd vanaf dit adres. Probeer het later opnieuw.',
    tooManyCodesFromNetwork: 'Te veel codes aangevraagd vanaf uw netwerk. Probeer het later opnieuw.',
    phoneNotMobile: 'Dit nummer kan geen sms ontvangen: geef een mobiel nummer op.',
    smsBudgetExceeded:
      'Het versturen van codes per sms is even onderbroken. Probeer het over enkele minuten opnieuw.',
    phoneNotVerified:
      'Dit telefoonnummer moet eerst worden bevestigd met de code die u per sms hebt ontvangen.',
    accountExists: 'Er bestaat al een account voor dit telefoonnummer.',
    smsNotSent: 'De sms kon niet worden verzonden. Probeer het zo meteen opnieuw.',
    internalError: 'Interne serverfout',
    tooManyRequests: 'Te veel verzoeken. Probeer het zo meteen opnieuw.',
    serviceUnavailable:
      'De dienst is tijdelijk niet beschikbaar. Probeer het over een paar seconden opnieuw.',
    smsCode: 'Uw verificatiecode: {{code}}',
    unknownEventType: 'Dit soort evenement bestaat niet.',
    unknownServiceType: 'Dit soort dienst bestaat niet.',
    unknownRange: 'Dit bereik bestaat niet: kies er een uit de lijst.',
    projectNotFound: 'Dit project is niet gevonden.',
    projectClosed: 'Dit project is afgesloten: het kan niet meer worden gewijzigd of verstuurd.',
    tooManyRequestsSent:
      'U hebt vandaag veel aanvragen verstuurd. Probeer het morgen opnieuw of schrijf ons.',
    tooManyOpenProjects:
      'U hebt al {{max}} open projecten: sluit er een af voordat u een nieuw project aanmaakt.',
    tooManyProjectsCreated:
      'U hebt in korte tijd veel projecten aangemaakt. Probeer het later opnieuw of schrijf ons.',
    tooManyFavorites: 'U hebt al {{max}} favorieten: verwijder er een voordat u een nieuwe toevoegt.',
    providerNotFound: 'Deze dienstverlener is niet gevonden.',
    forbiddenWhileImpersonating:
      'Tijdens toegang door support mag alleen de accounthouder dit doen: het wordt geweigerd.',
    impersonationProviderNotFound: 'Geen dienstverlener met een account heeft deze profielcode.',
    alreadyImpersonating:
      'Deze sessie handelt al voor een dienstverlener: stop die toegang voordat u een nieuwe start.',
    notImpersonating: 'Deze sessie heeft geen toegang door support: er is niets te stoppen.',
    promotionNotFound: 'Deze mededeling is niet gevonden.',
    requestNotFound: 'Deze aanvraag is niet gevonden.',
    requestAlreadyAnswered: 'Deze aanvraag heeft al een ander antwoord gekregen.',
    notEnoughCredits: 'U heeft niet genoeg credits. Koop een creditpakket om verder te gaan.',
    leadExpired:
      'Deze aanvraag is meer dan 30 dagen onbeantwoord gebleven: ze is verlopen en kan niet meer worden ontgrendeld.',
    leadNotUnlocked: 'Deze aanvraag is niet ontgrendeld: er valt niets terug te betalen.',
    leadAlreadyDisputed: 'Voor deze aanvraag is al een claim ingediend.',
    leadAlreadyRefunded: 'De credits van deze aanvraag zijn al terugbetaald.',
    cityNotFound: 'De locatie van dit project is niet gevonden: vermeld de plaats.',
    uploadNotMultipart: 'Dit adres verwacht bestanden verzonden als multipart/form-data.',
    uploadTooLarge: '‘{{name}}’ is groter dan de maximale bestandsgrootte van {{limit}} MB.',
    uploadTooManyPixels: '‘{{name}}’ is groter dan de maximale afbeeldingsgrootte van {{limit}} megapixel.',
    uploadTypeRefused: '‘{{name}}’ is geen geaccepteerde afbeelding: stuur een {{allowed}}-bestand.',
    uploadUnreadable: '‘{{name}}’ kon niet als afbeelding worden gelezen.',
    uploadTooManyFiles: 'Stuur maximaal {{limit}} bestanden tegelijk.',
    uploadNoFile: 'Geen bestand ontvangen: voeg ten minste één afbeelding toe.',
    uploadGalleryFull: 'De galerij bevat al het maximale aantal foto’s ({{limit}}).',
    imageNotFound: 'Afbeelding niet gevonden.',
    imageKeyInvalid: 'Dit afbeeldingsadres is ongeldig.',
    imagesBusy: 'Er worden te veel afbeeldingen voorbereid. Probeer het over enkele seconden opnieuw.',
    imageChoiceInvalid: 'De parameter {{name}} moet een van deze waarden hebben: {{allowed}}.',
    unknownRegion: 'Deze regio bestaat niet in dit land.',
    unknownCity: 'Deze stad bestaat niet in dit land.',
    commonPassword: 'Dit wachtwoord is een van de meest gebruikte: kies een ander.',
    wrongCredentials: 'Onjuist e-mailadres of wachtwoord.',
    tooManyLoginAttempts: 'Te veel aanmeldpogingen. Probeer het later opnieuw.',
    wrongPassword: 'Onjuist wachtwoord.',
    emailNotConfirmed: 'Bevestig eerst uw e-mailadres via de link die we u stuurden.',
    phoneTaken: 'Dit nummer hoort al bij een ander account.',
    cityNotPicked: 'Kies een plaats uit de lijst.',
    companyRegisterUnavailable:
      'Het handelsregister antwoordt op dit moment niet. Probeer het over een paar minuten opnieuw, of vul de pagina zelf in.',
    companyNotInRegister: 'Geen vestiging heeft dit SIRET-nummer in het handelsregister.',
    onboardingIncomplete: 'Uw profiel is nog niet compleet: {{missing}} ontbreekt nog.',
    venueNotFound: 'Deze locatie is niet gevonden.',
    videoNotFound: 'Deze video is niet gevonden.',
    venueIncomplete: 'Deze locatie kan niet op uw profiel worden getoond: {{missing}} ontbreekt nog.',
    venueImagesFull: 'Deze locatie heeft al het maximale aantal foto’s, {{limit}}.',
    tooManyVenues:
      'U hebt al het maximale aantal locaties, {{limit}}: verwijder er een voordat u een nieuwe maakt.',
    tooManyVideos:
      'U hebt al het maximale aantal video’s, {{limit}}: verwijder er een voordat u een nieuwe toevoegt.',
    videoAlreadyAdded: 'Deze video staat al in uw lijst.',
    unknownVenueType: 'Dit type locatie bestaat niet: kies er een uit de lijst.',
    unknownVenuePrestation: 'Deze dienst bestaat niet: kies er een uit de lijst.',
    portfolioNotFound: 'Bruiloft niet gevonden.',
    portfolioImageNotFound: 'Foto niet gevonden.',
    portfolioIncomplete: 'Deze bruiloft kan nog niet worden gepubliceerd: {{missing}} ontbreekt nog.',
    portfoliosFull: 'U hebt al het maximale aantal bruiloften, {{limit}}.',
    portfolioPhotosFull: 'Deze bruiloft bevat al het maximale aantal foto’s, {{limit}}.',
    portfolioOrderStale:
      'De foto’s van deze bruiloft zijn intussen gewijzigd: laad hun huidige volgorde opnieuw en probeer het nog eens.',
    portfolioKeyImagePublished:
      'Deze foto is de hoofdfoto van een gepubliceerde bruiloft: kies een andere, of haal de bruiloft van uw profiel, voordat u hem verwijdert.',
    portfolioTitleRequired: 'Een gepubliceerde bruiloft houdt een titel.',
  },
};
