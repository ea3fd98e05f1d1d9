import { islandLanguage } from '@shared/i18n/element-texts';
import { PROJECT_WIZARD_ISLAND } from '@shared/islands/island-names';
import { projectWizardPropsSchema } from '@shared/islands/project-wizard-props';
import { defineIsland } from '@islands/define-island';
import { IslandFrame } from '@islands/island-frame';
import { ProjectWizard } from './project-wizard';

/** `data-island="project-wizard"`: the five steps of a new project (`/projects/new/<step>`). */
export default defineIsland(
  PROJECT_WIZARD_ISLAND,
  projectWizardPropsSchema,
  function ProjectWizardIsland({ language, country }) {
    const spoken = islandLanguage(language);
    return (
      <IslandFrame language={spoken}>
        <ProjectWizard language={spoken} country={country} />
      </IslandFrame>
    );
  },
);
