import type { Namespace } from '@shared/i18n/catalogs/namespaces';
import {
  BACK_OFFICE_ISLANDS,
  DIRECTORY_ISLANDS,
  PROJECT_SHELL_ISLANDS,
  PROJECT_SENT_ISLAND,
  PROJECT_VIEW_ISLANDS,
  PROJECT_WIZARD_ISLAND,
} from './island-names';
import type { IslandName } from './registry';

/**
 * The text namespaces each island reads (see `shared/i18n/catalogs/namespaces.ts`): the island loader fetches
 * them in the island's language, with its code, and renders the island once they are there. In a file of its
 * own, like the names, so that `islands.js` reads it without the props' schemas.
 */
export const ISLAND_TEXTS: Readonly<Record<IslandName, readonly Namespace[]>> = {
  // The favourite buttons of the results, and their sign-in dialog (the contact widget's phone sign-in).
  [DIRECTORY_ISLANDS.search]: ['common', 'validation', 'ui', 'contact-widget', 'directory'],
  [DIRECTORY_ISLANDS.favoriteButton]: ['common', 'validation', 'ui', 'contact-widget', 'directory'],
  [DIRECTORY_ISLANDS.imageViews]: [],
  // Each page's own texts, its forms' messages, and the phone sign-in offered to a visitor.
  [PROJECT_VIEW_ISLANDS.projectView]: [
    'common',
    'validation',
    'ui',
    'contact-widget',
    'project-view',
    'project-wizard',
  ],
  [PROJECT_VIEW_ISLANDS.accountSettings]: ['common', 'validation', 'ui', 'contact-widget', 'project-view'],
  [PROJECT_VIEW_ISLANDS.favoritesList]: ['common', 'validation', 'ui', 'contact-widget', 'project-view'],
  [PROJECT_SHELL_ISLANDS.session]: ['common', 'project-site'],
  [PROJECT_SHELL_ISLANDS.home]: ['common', 'ui', 'project-site'],
  // The phone sign-in's texts are the contact widget's (shared/features/phone-sign-in).
  [PROJECT_SHELL_ISLANDS.signIn]: ['common', 'validation', 'ui', 'contact-widget', 'project-site'],
  // The steps, the city field and the provider cards (ui); the phone sign-in's texts come with its dialog.
  [PROJECT_WIZARD_ISLAND]: ['common', 'validation', 'ui', 'project-wizard'],
  // The planners' cards (ui), the project's loading and sign-in texts (project-view, contact-widget).
  [PROJECT_SENT_ISLAND]: ['common', 'validation', 'ui', 'contact-widget', 'project-view', 'project-wizard'],
  // The back-office: its shell's texts (session, frame, password field) on every page, then each area's.
  [BACK_OFFICE_ISLANDS.session]: ['common', 'back-office-shell'],
  [BACK_OFFICE_ISLANDS.login]: ['common', 'validation', 'ui', 'back-office-shell', 'back-office-sign-in'],
  [BACK_OFFICE_ISLANDS.register]: ['common', 'validation', 'ui', 'back-office-shell', 'back-office-sign-in'],
  [BACK_OFFICE_ISLANDS.forgotPassword]: [
    'common',
    'validation',
    'ui',
    'back-office-shell',
    'back-office-sign-in',
  ],
  [BACK_OFFICE_ISLANDS.resetPassword]: [
    'common',
    'validation',
    'ui',
    'back-office-shell',
    'back-office-sign-in',
  ],
  [BACK_OFFICE_ISLANDS.confirmEmail]: ['common', 'ui', 'back-office-shell', 'back-office-sign-in'],
  [BACK_OFFICE_ISLANDS.dashboard]: [
    'common',
    'ui',
    'back-office-shell',
    'back-office-company',
    'back-office-marketing',
  ],
  // The screen's own namespaces come with its props (its resource's `screen.texts`).
  [BACK_OFFICE_ISLANDS.screen]: ['common', 'validation', 'ui', 'back-office-shell'],
  [BACK_OFFICE_ISLANDS.account]: [
    'common',
    'validation',
    'ui',
    'back-office-shell',
    'back-office-account',
    'back-office-support-access',
  ],
  [BACK_OFFICE_ISLANDS.supportBanner]: ['common', 'back-office-support-access'],
  [BACK_OFFICE_ISLANDS.supportAccessStart]: [
    'common',
    'validation',
    'ui',
    'back-office-shell',
    'back-office-support-access',
  ],
};
