import { backOfficeDashboardPropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { Dashboard } from './dashboard';

/** `data-island="back-office-dashboard"`: the content of the back-office's `/`. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.dashboard,
  backOfficeDashboardPropsSchema,
  function DashboardIsland({ language, siteOrigins, goTo, currentPath }) {
    return <Dashboard language={language} siteOrigins={siteOrigins} goTo={goTo} currentPath={currentPath} />;
  },
);
