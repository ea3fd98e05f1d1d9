/**
 * The directory islands' names, as `data-island` says them. In a file of their own so that the island loader
 * (`islands.js`, on every page) reads them without the props' schemas.
 */
export const DIRECTORY_ISLANDS = {
  search: 'directory-search',
  favoriteButton: 'favorite-button',
  imageViews: 'image-views',
} as const;

/** The project site's project view, account settings and favourites islands. */
export const PROJECT_VIEW_ISLANDS = {
  projectView: 'project-view',
  accountSettings: 'account-settings',
  favoritesList: 'favorites-list',
} as const;

/** The project site's shell: its header's session, its home, its phone sign-in. */
export const PROJECT_SHELL_ISLANDS = {
  session: 'project-session',
  home: 'project-home',
  signIn: 'project-sign-in',
} as const;
/** The project site's five-step wizard (`/projects/new/<step>`). */
export const PROJECT_WIZARD_ISLAND = 'project-wizard';
/** The page of a project the wizard just sent (`/projects/{id}/sent`). */
export const PROJECT_SENT_ISLAND = 'project-sent';

/** The providers' back-office: its header's session, and one island per page (islands/back-office/). */
export const BACK_OFFICE_ISLANDS = {
  session: 'back-office-session',
  login: 'back-office-login',
  register: 'back-office-register',
  forgotPassword: 'back-office-forgot-password',
  resetPassword: 'back-office-reset-password',
  confirmEmail: 'back-office-confirm-email',
  dashboard: 'back-office-dashboard',
  account: 'back-office-account',
  /** The page of one of the back-office's resources (`BACK_OFFICE_AREAS`'s screens). */
  screen: 'back-office-screen',
  /** The banner of every page while support acts as the provider (islands/back-office/support-access/). */
  supportBanner: 'back-office-support-banner',
  /** Support staff's page that starts acting as a provider. */
  supportAccessStart: 'back-office-support-access-start',
} as const;
