import { I18nextProvider } from 'react-i18next';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { PROJECT_WIZARD_ISLAND } from '@shared/islands/island-names';
import { projectWizardPropsSchema } from '@shared/islands/project-wizard-props';
import { defineIsland } from '@islands/define-island';
import { ProjectWizard } from './project-wizard';

/** `data-island="project-wizard"`: the five steps of a new project (`/projects/new/<step>`). */
export default defineIsland(
  PROJECT_WIZARD_ISLAND,
  projectWizardPropsSchema,
  function ProjectWizardIsland({ language, country }) {
    const spoken = islandLanguage(language);
    return (
      <PageQueryProvider>
        <I18nextProvider i18n={getI18n(spoken)}>
          <ProjectWizard language={spoken} country={country} />
        </I18nextProvider>
      </PageQueryProvider>
    );
  },
);
