import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import { projectViewPropsSchema } from '@shared/islands/project-view-island-props';
import { defineProjectPageIsland } from '../project-page-island';
import { ProjectView } from './project-view';

/** `data-island="project-view"`: one of the couple's projects, `/projects/{id}`. */
export default defineProjectPageIsland(PROJECT_VIEW_ISLANDS.projectView, projectViewPropsSchema, ProjectView);
