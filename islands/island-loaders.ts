import {
  BACK_OFFICE_ISLANDS,
  DIRECTORY_ISLANDS,
  PROJECT_SENT_ISLAND,
  PROJECT_SHELL_ISLANDS,
  PROJECT_VIEW_ISLANDS,
  PROJECT_WIZARD_ISLAND,
} from '@shared/islands/island-names';
import type { IslandName } from '@shared/islands/registry';
import type { IslandLoader } from './start-islands';

/**
 * Every island of the three hosts, by the name the server writes in its region (shared/islands/registry.ts):
 * an island registered there without a loader here does not compile. Each island is its own chunk, fetched
 * only by a page that has one.
 */
export const ISLANDS: Readonly<Record<IslandName, IslandLoader>> = {
  [DIRECTORY_ISLANDS.search]: () => import('./directory/search/directory-search-island'),
  [DIRECTORY_ISLANDS.favoriteButton]: () => import('./directory/favorites/favorite-button-island'),
  [DIRECTORY_ISLANDS.imageViews]: () => import('./directory/image-views/image-views-island'),
  [PROJECT_VIEW_ISLANDS.projectView]: () => import('./project/project-view/project-view-island'),
  [PROJECT_VIEW_ISLANDS.accountSettings]: () => import('./project/account/account-settings-island'),
  [PROJECT_VIEW_ISLANDS.favoritesList]: () => import('./project/favorites/favorites-list-island'),
  [PROJECT_SHELL_ISLANDS.session]: () => import('./project/session/project-session-island'),
  [PROJECT_SHELL_ISLANDS.home]: () => import('./project/home/project-home-island'),
  [PROJECT_SHELL_ISLANDS.signIn]: () => import('./project/sign-in/project-sign-in-island'),
  [PROJECT_WIZARD_ISLAND]: () => import('./project/wizard/project-wizard-island'),
  [PROJECT_SENT_ISLAND]: () => import('./project/wizard/project-sent-island'),
  [BACK_OFFICE_ISLANDS.session]: () => import('./back-office/session/back-office-session-island'),
  [BACK_OFFICE_ISLANDS.login]: () => import('./back-office/sign-in/back-office-login-island'),
  [BACK_OFFICE_ISLANDS.register]: () => import('./back-office/sign-in/back-office-register-island'),
  [BACK_OFFICE_ISLANDS.forgotPassword]: () =>
    import('./back-office/sign-in/back-office-forgot-password-island'),
  [BACK_OFFICE_ISLANDS.resetPassword]: () =>
    import('./back-office/sign-in/back-office-reset-password-island'),
  [BACK_OFFICE_ISLANDS.confirmEmail]: () => import('./back-office/sign-in/back-office-confirm-email-island'),
  [BACK_OFFICE_ISLANDS.dashboard]: () => import('./back-office/dashboard/back-office-dashboard-island'),
  [BACK_OFFICE_ISLANDS.screen]: () => import('./back-office/screen/back-office-screen-island'),
  [BACK_OFFICE_ISLANDS.account]: () => import('./back-office/account/back-office-account-island'),
  [BACK_OFFICE_ISLANDS.supportBanner]: () =>
    import('./back-office/support-access/back-office-support-banner-island'),
  [BACK_OFFICE_ISLANDS.supportAccessStart]: () =>
    import('./back-office/support-access/back-office-support-access-start-island'),
};
