import type { BackOfficeTexts } from './fr';

export const nl: BackOfficeTexts = {
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'de naam en het SIRET-nummer van het bedrijf',
    address: 'het adres',
    services: 'de diensten',
    portrait: 'het portret',
    languages: 'de gesproken talen',
    profilePhoto: 'de profielfoto',
    gallery: 'drie zichtbare foto’s in de galerij',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'een naam',
    city: 'een plaats',
    image: 'een foto',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Laatste Instagram-berichten',
    postAlt: 'Instagram-bericht van {{name}} van {{date}}',
    account: 'Bekijk @{{username}} op Instagram',
  },
  profileMedia: {
    venuesTitle: 'Locaties',
    venueImageAlt: '{{venue}}, foto {{position}}',
    videosTitle: 'Video’s',
    playVideo: 'Video afspelen: {{title}}',
    untitledVideo: '{{name}}, video {{position}}',
    vimeo: 'Vimeo-video',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'een titel',
    images: 'foto’s',
    keyImage: 'een hoofdfoto',
  },
  providerAccount: {
    addressConfirmedAlready: 'Dit adres is al bevestigd.',
    resetLinkUnknown: 'Deze herstellink is niet geldig: controleer of hij volledig is.',
    resetLinkUsed: 'Deze herstellink is al gebruikt.',
    resetLinkWithdrawn: 'Deze link werkt niet meer: er is een nieuwere verstuurd.',
    resetLinkExpired: 'Deze herstellink is verlopen: vraag een nieuwe aan.',
    welcomeSubject: 'Bevestig uw e-mailadres',
    welcomeBody:
      'Hallo,\n\nWelkom in de professionele ruimte van {{brand}}. Open deze link om het adres van uw account te bevestigen:\n\n{{link}}\n\nDe link is {{hours}} uur geldig en werkt één keer. Uw profiel kan worden gepubliceerd zodra het adres bevestigd is.\n\nHebt u geen account aangemaakt? Negeer dan dit bericht.\n\n{{brand}}',
    existingSubject: 'U hebt al een account',
    existingBody:
      'Hallo,\n\nIemand, misschien u, wilde met dit adres een professioneel account bij {{brand}} aanmaken. Er bestaat al een account: meld u hier aan:\n\n{{signInLink}}\n\nWachtwoord vergeten? Kies hier een nieuw:\n\n{{resetLink}}\n\nWas u dit niet? Negeer dan dit bericht: er is niets veranderd.\n\n{{brand}}',
    resetSubject: 'Kies een nieuw wachtwoord',
    resetBody:
      'Hallo,\n\nOpen deze link om een nieuw wachtwoord te kiezen voor uw professionele account bij {{brand}}:\n\n{{link}}\n\nDe link is {{hours}} uur geldig en werkt één keer. Het nieuwe wachtwoord meldt al uw sessies af.\n\nHebt u niets gevraagd? Negeer dan dit bericht: uw wachtwoord blijft hetzelfde.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Nieuwe aanvraag: {{eventType}}, op {{date}}',
    newLeadBody:
      'Hallo,\n\nEen stel heeft u een aanvraag gestuurd via {{brand}}: {{eventType}}, op {{date}}.\n\nBekijk wat ze zoeken en beslis of u de aanvraag ontgrendelt:\n\n{{link}}\n\nHun contactgegevens verschijnen zodra de aanvraag ontgrendeld is. Antwoord binnen {{hours}} uur: stellen kiezen vaak de eerste planner die antwoordt.\n\n{{brand}}',
    unlockSms: '{{brand}}: {{planner}} heeft uw aanvraag ({{eventType}}) aanvaard en neemt contact met u op.',
    unlockSubject: '{{planner}} heeft uw aanvraag aanvaard',
    unlockBody:
      'Hallo,\n\n{{planner}} heeft uw aanvraag ({{eventType}}) aanvaard en uw contactgegevens ontvangen: de planner neemt contact met u op.\n\nUw aanvragen en de antwoorden vindt u in uw project op {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Er wacht geen nieuw e-mailadres op bevestiging.',
    tooManyLinks:
      'Er zijn te veel bevestigingslinks verstuurd voor dit account. Probeer het over een uur opnieuw.',
    linkUnknown: 'Deze bevestigingslink is ongeldig: controleer of hij volledig is.',
    linkUsed: 'Deze bevestigingslink is al gebruikt.',
    linkWithdrawn:
      'Deze link werkt niet meer: er is een nieuwere link verstuurd, of de adreswijziging is geannuleerd.',
    linkExpired: 'Deze bevestigingslink is verlopen.',
    mailSubject: 'Bevestig uw nieuwe e-mailadres',
    mailBody:
      'Hallo,\n\nOm dit adres het adres van uw account bij {{brand}} te maken, bevestigt u het via deze link:\n\n{{link}}\n\nDe link is {{hours}} uur geldig en werkt maar één keer. Tot dan houdt uw account zijn huidige adres.\n\nHebt u deze wijziging niet aangevraagd? Negeer dan dit bericht: er verandert niets.\n\n{{brand}}',
    pageTitle: 'Uw e-mailadres bevestigen',
    pageLead: 'Dit adres wordt het adres van uw account, waarop de weddingplanners u schrijven:',
    confirm: 'Dit adres bevestigen',
    confirmed: 'Klaar: {{email}} is nu het adres van uw account.',
    newLink: 'Vraag een nieuwe link aan vanuit uw account.',
    toAccount: 'Naar mijn account',
  },
};
