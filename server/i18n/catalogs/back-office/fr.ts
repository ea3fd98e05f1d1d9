/**
 * The back-office’s server texts: its emails, notices, and the parts its pages and answers name. French is the
 * source of truth.
 */
export const fr = {
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'le nom et le SIRET de l’entreprise',
    address: 'l’adresse',
    services: 'les prestations',
    portrait: 'le portrait',
    languages: 'les langues parlées',
    profilePhoto: 'la photo de profil',
    gallery: 'trois photos visibles dans la galerie',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'un nom',
    city: 'une ville',
    image: 'une photo',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Derniers posts Instagram',
    postAlt: 'Post Instagram de {{name}} du {{date}}',
    account: 'Voir @{{username}} sur Instagram',
  },
  profileMedia: {
    venuesTitle: 'Lieux de réception',
    venueImageAlt: '{{venue}}, photo {{position}}',
    videosTitle: 'Vidéos',
    playVideo: 'Lire la vidéo : {{title}}',
    untitledVideo: '{{name}}, vidéo {{position}}',
    vimeo: 'Vidéo Vimeo',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'un titre',
    images: 'des photos',
    keyImage: 'une photo principale',
  },
  /**
   * A provider's account (server/back-office/provider-sign-in/): the password reset link's refusals and the
   * emails of the sign-up, of an address that has an account already, and of a password reset (plain text).
   */
  providerAccount: {
    addressConfirmedAlready: 'Cette adresse est déjà confirmée.',
    resetLinkUnknown: 'Ce lien de réinitialisation n’est pas valide : vérifiez qu’il est complet.',
    resetLinkUsed: 'Ce lien de réinitialisation a déjà servi.',
    resetLinkWithdrawn: 'Ce lien ne fonctionne plus : un lien plus récent a été envoyé.',
    resetLinkExpired: 'Ce lien de réinitialisation a expiré : demandez-en un nouveau.',
    welcomeSubject: 'Confirmez votre adresse e-mail',
    welcomeBody:
      'Bonjour,\n\nBienvenue sur l’espace professionnel de {{brand}}. Pour confirmer l’adresse de votre compte, ouvrez ce lien :\n\n{{link}}\n\nLe lien est valable {{hours}} heures et ne sert qu’une fois. Votre profil pourra être publié une fois l’adresse confirmée.\n\nSi vous n’avez pas créé de compte, ignorez ce message.\n\n{{brand}}',
    existingSubject: 'Vous avez déjà un compte',
    existingBody:
      'Bonjour,\n\nQuelqu’un, peut-être vous, a voulu créer un compte professionnel {{brand}} avec cette adresse. Elle a déjà un compte : connectez-vous ici :\n\n{{signInLink}}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n\n{{resetLink}}\n\nSi ce n’était pas vous, ignorez ce message : rien n’a changé.\n\n{{brand}}',
    resetSubject: 'Choisissez un nouveau mot de passe',
    resetBody:
      'Bonjour,\n\nPour choisir un nouveau mot de passe pour votre compte professionnel {{brand}}, ouvrez ce lien :\n\n{{link}}\n\nLe lien est valable {{hours}} heure et ne sert qu’une fois. Le nouveau mot de passe déconnectera toutes vos sessions.\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n\n{{brand}}',
  },
  /**
   * A new email address and its confirmation link (server/auth/email-changes.ts): the API's refusals, the email
   * sent to the new address (plain text, no text the user wrote) and the page the link opens.
   */
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Nouvelle demande : {{eventType}}, le {{date}}',
    newLeadBody:
      'Bonjour,\n\nUn couple vous a envoyé une demande sur {{brand}} : {{eventType}}, le {{date}}.\n\nVoyez ce qu’il cherche et décidez de la débloquer :\n\n{{link}}\n\nSes coordonnées s’affichent une fois la demande débloquée. Répondez dans les {{hours}} heures : les couples choisissent souvent le premier planner qui leur répond.\n\n{{brand}}',
    unlockSms: '{{brand}} : {{planner}} a accepté votre demande ({{eventType}}) et va vous contacter.',
    unlockSubject: '{{planner}} a accepté votre demande',
    unlockBody:
      'Bonjour,\n\n{{planner}} a accepté votre demande ({{eventType}}) et a reçu vos coordonnées : le planner va vous contacter.\n\nVous retrouvez vos demandes et leurs réponses dans votre projet sur {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Aucune nouvelle adresse e-mail n’attend de confirmation.',
    tooManyLinks: 'Trop de liens de confirmation ont été envoyés pour ce compte. Réessayez dans une heure.',
    linkUnknown: 'Ce lien de confirmation n’est pas valide : vérifiez qu’il est complet.',
    linkUsed: 'Ce lien de confirmation a déjà servi.',
    linkWithdrawn:
      'Ce lien ne fonctionne plus : un lien plus récent a été envoyé, ou le changement d’adresse a été annulé.',
    linkExpired: 'Ce lien de confirmation a expiré.',
    mailSubject: 'Confirmez votre nouvelle adresse e-mail',
    mailBody:
      'Bonjour,\n\nPour que cette adresse devienne celle de votre compte {{brand}}, confirmez-la en ouvrant ce lien :\n\n{{link}}\n\nLe lien est valable {{hours}} heures et ne sert qu’une fois. D’ici là, votre compte garde son adresse actuelle.\n\nSi vous n’avez pas demandé ce changement, ignorez ce message : rien ne changera.\n\n{{brand}}',
    pageTitle: 'Confirmer votre adresse e-mail',
    pageLead:
      'Cette adresse deviendra celle de votre compte, à laquelle les wedding planners vous écriront :',
    confirm: 'Confirmer cette adresse',
    confirmed: 'C’est fait : {{email}} est désormais l’adresse de votre compte.',
    newLink: 'Demandez un nouveau lien depuis votre compte.',
    toAccount: 'Aller à mon compte',
  },
};

export type BackOfficeTexts = typeof fr;
