import { PROJECT_SENT_ISLAND } from '@shared/islands/island-names';
import { projectSentPropsSchema } from '@shared/islands/project-wizard-props';
import { defineProjectPageIsland } from '../project-page-island';
import { ProjectSent } from './project-sent';

/** `data-island="project-sent"`: the project the wizard just sent, `/projects/{id}/sent`. */
export default defineProjectPageIsland(PROJECT_SENT_ISLAND, projectSentPropsSchema, ProjectSent);
