import { PROJECT_WIZARD_ISLAND } from '@shared/islands/island-names';
import { projectWizardPropsSchema } from '@shared/islands/project-wizard-props';
import { defineFramedIsland } from '@islands/island-frame';
import { ProjectWizard } from './project-wizard';

/** `data-island="project-wizard"`: the five steps of a new project (`/projects/new/<step>`). */
export default defineFramedIsland(PROJECT_WIZARD_ISLAND, projectWizardPropsSchema, ProjectWizard);
