import type { BackOfficeTexts } from './fr';

export const en: BackOfficeTexts = {
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'the company’s name and SIRET',
    address: 'the address',
    services: 'the services',
    portrait: 'the portrait',
    languages: 'the languages spoken',
    profilePhoto: 'the profile photo',
    gallery: 'three visible gallery photos',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'a name',
    city: 'a city',
    image: 'a photo',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Latest Instagram posts',
    postAlt: 'Instagram post by {{name}} on {{date}}',
    account: 'See @{{username}} on Instagram',
  },
  profileMedia: {
    venuesTitle: 'Venues',
    venueImageAlt: 'Photo {{position}} of {{venue}}',
    videosTitle: 'Videos',
    playVideo: 'Play the video: {{title}}',
    untitledVideo: 'Video {{position}} by {{name}}',
    vimeo: 'Vimeo video',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'a title',
    images: 'photos',
    keyImage: 'a key photo',
  },
  providerAccount: {
    addressConfirmedAlready: 'This address is already confirmed.',
    resetLinkUnknown: 'This reset link is not valid: check that it is complete.',
    resetLinkUsed: 'This reset link has already been used.',
    resetLinkWithdrawn: 'This link no longer works: a newer one was sent.',
    resetLinkExpired: 'This reset link has expired: ask for a new one.',
    welcomeSubject: 'Confirm your email address',
    welcomeBody:
      'Hello,\n\nWelcome to the {{brand}} professional area. To confirm your account’s address, open this link:\n\n{{link}}\n\nThe link is valid for {{hours}} hours and works once. Your profile can be published once the address is confirmed.\n\nIf you did not create an account, ignore this message.\n\n{{brand}}',
    existingSubject: 'You already have an account',
    existingBody:
      'Hello,\n\nSomeone, perhaps you, tried to create a {{brand}} professional account with this address. It already has an account: sign in here:\n\n{{signInLink}}\n\nForgot your password? Choose a new one here:\n\n{{resetLink}}\n\nIf this was not you, ignore this message: nothing has changed.\n\n{{brand}}',
    resetSubject: 'Choose a new password',
    resetBody:
      'Hello,\n\nTo choose a new password for your {{brand}} professional account, open this link:\n\n{{link}}\n\nThe link is valid for {{hours}} hour and works once. The new password signs out all your sessions.\n\nIf you asked for nothing, ignore this message: your password stays the same.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'New request: {{eventType}}, on {{date}}',
    newLeadBody:
      'Hello,\n\nA couple sent you a request on {{brand}}: {{eventType}}, on {{date}}.\n\nSee what they are looking for and decide whether to unlock it:\n\n{{link}}\n\nTheir contact details show once the request is unlocked. Answer within {{hours}} hours: couples often choose the first planner who answers.\n\n{{brand}}',
    unlockSms: '{{brand}}: {{planner}} accepted your request ({{eventType}}) and will contact you.',
    unlockSubject: '{{planner}} accepted your request',
    unlockBody:
      'Hello,\n\n{{planner}} accepted your request ({{eventType}}) and received your contact details: the planner will contact you.\n\nYour requests and their answers are in your project on {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'No new email address is waiting for confirmation.',
    tooManyLinks: 'Too many confirmation links have been sent for this account. Try again in an hour.',
    linkUnknown: 'This confirmation link is not valid: check that it is complete.',
    linkUsed: 'This confirmation link has already been used.',
    linkWithdrawn: 'This link no longer works: a newer link was sent, or the address change was cancelled.',
    linkExpired: 'This confirmation link has expired.',
    mailSubject: 'Confirm your new email address',
    mailBody:
      'Hello,\n\nTo make this address the one of your {{brand}} account, confirm it by opening this link:\n\n{{link}}\n\nThe link works for {{hours}} hours, and only once. Until then, your account keeps its current address.\n\nIf you did not ask for this change, ignore this message: nothing will change.\n\n{{brand}}',
    pageTitle: 'Confirm your email address',
    pageLead: 'This address will become your account’s, the one wedding planners write to:',
    confirm: 'Confirm this address',
    confirmed: 'Done: {{email}} is now your account’s address.',
    newLink: 'Ask for a new link from your account.',
    toAccount: 'Go to my account',
  },
};
