import { I18nextProvider } from 'react-i18next';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { defineIsland } from '@islands/define-island';
import { PROJECT_VIEW_ISLANDS } from '@shared/islands/island-names';
import { projectViewPropsSchema } from '@shared/islands/project-view-island-props';
import { ProjectView } from './project-view';

/** `data-island="project-view"`: one of the couple's projects, `/projects/{id}`. */
export default defineIsland(
  PROJECT_VIEW_ISLANDS.projectView,
  projectViewPropsSchema,
  function ProjectViewIsland({ projectId, language, country }) {
    const spoken = islandLanguage(language);
    return (
      <PageQueryProvider>
        <I18nextProvider i18n={getI18n(spoken)}>
          <div className="pp-ui-theme pp-project-site-island" lang={spoken}>
            <ProjectView projectId={projectId} country={country} language={spoken} />
          </div>
        </I18nextProvider>
      </PageQueryProvider>
    );
  },
);
