import type { BackOfficeTexts } from './fr';

export const de: BackOfficeTexts = {
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
};
