import { backOfficePagePropsSchema } from '@shared/islands/back-office-island-props';
import { BACK_OFFICE_ISLANDS } from '@shared/islands/island-names';
import { defineBackOfficeIsland } from '../back-office-island';
import { SupportAccessStart } from './support-access-start';

/** `data-island="back-office-support-access-start"`: support staff's page that starts acting as a provider. */
export default defineBackOfficeIsland(
  BACK_OFFICE_ISLANDS.supportAccessStart,
  backOfficePagePropsSchema,
  function SupportAccessStartIsland({ language, goTo }) {
    return <SupportAccessStart language={language} goTo={goTo} />;
  },
);
