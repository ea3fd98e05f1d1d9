import type * as v from 'valibot';
import {
  directorySearchPropsSchema,
  favoriteButtonPropsSchema,
  imageViewsPropsSchema,
} from './directory-island-props';
import {
  accountSettingsPropsSchema,
  favoritesListPropsSchema,
  projectViewPropsSchema,
} from './project-view-island-props';
import {
  backOfficeDashboardPropsSchema,
  backOfficeScreenPropsSchema,
  backOfficeForgotPasswordPropsSchema,
  backOfficeLinkPropsSchema,
  backOfficeLoginPropsSchema,
  backOfficePagePropsSchema,
  backOfficeRegisterPropsSchema,
} from './back-office-island-props';
import {
  BACK_OFFICE_ISLANDS,
  DIRECTORY_ISLANDS,
  PROJECT_SHELL_ISLANDS,
  PROJECT_SENT_ISLAND,
  PROJECT_VIEW_ISLANDS,
  PROJECT_WIZARD_ISLAND,
} from './island-names';
import {
  projectHomePropsSchema,
  projectSessionPropsSchema,
  projectSignInPropsSchema,
} from './project-shell-island-props';
import { projectSentPropsSchema, projectWizardPropsSchema } from './project-wizard-props';

/**
 * Every island by the name its region carries (`data-island`), with the schema of its `data-props`: the server
 * writes a region only with the props its island reads, and each island parses them with the same schema.
 */
export const ISLAND_PROPS = {
  [DIRECTORY_ISLANDS.search]: directorySearchPropsSchema,
  [DIRECTORY_ISLANDS.favoriteButton]: favoriteButtonPropsSchema,
  [DIRECTORY_ISLANDS.imageViews]: imageViewsPropsSchema,
  [PROJECT_VIEW_ISLANDS.projectView]: projectViewPropsSchema,
  [PROJECT_VIEW_ISLANDS.accountSettings]: accountSettingsPropsSchema,
  [PROJECT_VIEW_ISLANDS.favoritesList]: favoritesListPropsSchema,
  [PROJECT_SHELL_ISLANDS.session]: projectSessionPropsSchema,
  [PROJECT_SHELL_ISLANDS.home]: projectHomePropsSchema,
  [PROJECT_SHELL_ISLANDS.signIn]: projectSignInPropsSchema,
  [PROJECT_WIZARD_ISLAND]: projectWizardPropsSchema,
  [PROJECT_SENT_ISLAND]: projectSentPropsSchema,
  [BACK_OFFICE_ISLANDS.session]: backOfficePagePropsSchema,
  [BACK_OFFICE_ISLANDS.login]: backOfficeLoginPropsSchema,
  [BACK_OFFICE_ISLANDS.register]: backOfficeRegisterPropsSchema,
  [BACK_OFFICE_ISLANDS.forgotPassword]: backOfficeForgotPasswordPropsSchema,
  [BACK_OFFICE_ISLANDS.resetPassword]: backOfficeLinkPropsSchema,
  [BACK_OFFICE_ISLANDS.confirmEmail]: backOfficeLinkPropsSchema,
  [BACK_OFFICE_ISLANDS.dashboard]: backOfficeDashboardPropsSchema,
  [BACK_OFFICE_ISLANDS.screen]: backOfficeScreenPropsSchema,
  [BACK_OFFICE_ISLANDS.account]: backOfficePagePropsSchema,
  [BACK_OFFICE_ISLANDS.supportBanner]: backOfficePagePropsSchema,
  [BACK_OFFICE_ISLANDS.supportAccessStart]: backOfficePagePropsSchema,
} as const;

export type IslandName = keyof typeof ISLAND_PROPS;

/** What the server writes in the region of island `N`. */
export type IslandProps<N extends IslandName> = v.InferInput<(typeof ISLAND_PROPS)[N]>;
