import { islandLanguage } from '@shared/i18n/element-texts';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { projectSessionPropsSchema } from '@shared/islands/project-shell-island-props';
import { defineIsland } from '@islands/define-island';
import { IslandFrame } from '@islands/island-frame';
import { browserLocalePort } from './browser-locale-port';
import { SessionMenu } from './session-menu';

const goTo = (path: string) => location.assign(path);

/** `data-island="project-session"`: the session in the project site's header, on every page. */
export default defineIsland(
  PROJECT_SHELL_ISLANDS.session,
  projectSessionPropsSchema,
  function ProjectSessionIsland({ language }) {
    const spoken = islandLanguage(language);
    return (
      <IslandFrame language={spoken}>
        <SessionMenu language={spoken} locale={browserLocalePort} goTo={goTo} />
      </IslandFrame>
    );
  },
);
