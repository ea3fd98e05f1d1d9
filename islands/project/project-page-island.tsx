import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { IslandDefinition } from '@islands/define-island';
import { defineFramedIsland, type SpokenProps } from '@islands/island-frame';
import '@shared/ui/theme/theme.css';
import './project-site-theme.css';

/**
 * An island that is a project-site page's content (project view, account, favourites): the page's component,
 * framed (`defineFramedIsland`), in the theme and the layout these pages share (project-site-theme.css).
 */
export function defineProjectPageIsland<Schema extends v.GenericSchema<unknown, { language: string }>>(
  name: string,
  schema: Schema,
  Page: ComponentType<SpokenProps<Schema>>,
): IslandDefinition {
  return defineFramedIsland(name, schema, function ProjectPageIsland(props) {
    return (
      <div className="pp-ui-theme pp-project-site-island" lang={props.language}>
        <Page {...props} />
      </div>
    );
  });
}
