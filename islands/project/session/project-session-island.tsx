import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { projectSessionPropsSchema } from '@shared/islands/project-shell-island-props';
import { defineFramedIsland } from '@islands/island-frame';
import { browserLocalePort } from './browser-locale-port';
import { SessionMenu } from './session-menu';

const goTo = (path: string) => location.assign(path);

/** `data-island="project-session"`: the session in the project site's header, on every page. */
export default defineFramedIsland(
  PROJECT_SHELL_ISLANDS.session,
  projectSessionPropsSchema,
  function ProjectSessionIsland({ language, country, chosenLocale }) {
    return (
      <SessionMenu
        language={language}
        country={country}
        chosenLocale={chosenLocale}
        locale={browserLocalePort}
        goTo={goTo}
      />
    );
  },
);
