import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { IslandDefinition } from '@islands/define-island';
import { defineFramedIsland, type SpokenProps } from '@islands/island-frame';
import '@shared/ui/theme/theme.css';
import { browserNavigation, type BackOfficeNavigation } from './browser-navigation';
import './back-office.css';

/**
 * An island that is a back-office page's content: the component, framed
 * (`defineFramedIsland`: the page's query client, which the header and the page share, and the texts of
 * its language), in the theme and the layout the back-office's pages share (back-office.css), given the
 * browser's navigation.
 */
export function defineBackOfficeIsland<Schema extends v.GenericSchema<unknown, { language: string }>>(
  name: string,
  schema: Schema,
  Page: ComponentType<SpokenProps<Schema> & BackOfficeNavigation>,
): IslandDefinition {
  return defineFramedIsland(name, schema, function BackOfficeIsland(props) {
    return (
      <div className="pp-ui-theme pp-back-office-island" lang={props.language}>
        <Page {...props} {...browserNavigation} />
      </div>
    );
  });
}
