import { backOfficePagePropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineFramedIsland } from '@islands/island-frame';
import '@shared/ui/theme/theme.css';
import { browserNavigation } from '../browser-navigation';
import { SupportBanner } from './support-banner';

/**
 * `data-island="back-office-support-banner"`: on every back-office page of a browser with a session, the
 * banner while support acts as the provider (it shares the page's GET /api/me with the header).
 */
export default defineFramedIsland(
  BACK_OFFICE_ISLANDS.supportBanner,
  backOfficePagePropsSchema,
  function SupportBannerIsland({ language }) {
    return (
      <div className="pp-ui-theme" lang={language}>
        <SupportBanner language={language} goTo={browserNavigation.goTo} />
      </div>
    );
  },
);
