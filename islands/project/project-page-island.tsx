import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { Language } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { defineIsland, type IslandDefinition } from '@islands/define-island';
import { IslandFrame } from '@islands/island-frame';
import '@shared/ui/theme/theme.css';
import './project-site-theme.css';

/** The props of a project-site page's island, its language read: the one it speaks. */
export type ProjectPageProps<Schema extends v.GenericSchema<unknown, { language: string }>> = Omit<
  v.InferOutput<Schema>,
  'language'
> & { language: Language };

/**
 * An island that is a project-site page's content (project view, account, favourites): the page's component,
 * in the island's language, in the theme and the layout these pages share (project-site-theme.css).
 */
export function defineProjectPageIsland<Schema extends v.GenericSchema<unknown, { language: string }>>(
  name: string,
  schema: Schema,
  Page: ComponentType<ProjectPageProps<Schema>>,
): IslandDefinition {
  return defineIsland(name, schema, function ProjectPageIsland(props) {
    const spoken = islandLanguage(props.language);
    return (
      <IslandFrame language={spoken}>
        <div className="pp-ui-theme pp-project-site-island" lang={spoken}>
          <Page {...props} language={spoken} />
        </div>
      </IslandFrame>
    );
  });
}
