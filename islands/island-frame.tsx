import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type * as v from 'valibot';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n, type Language } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { defineIsland, type IslandDefinition } from './define-island';

/** An island's props, its `language` read: the one the island speaks. */
export type SpokenProps<Schema extends v.GenericSchema<unknown, { language: string }>> = Omit<
  v.InferOutput<Schema>,
  'language'
> & { language: Language };

/**
 * An island that reads the API in its page's language (`defineIsland` otherwise): its component renders in the
 * page's query client and the texts of the language it speaks.
 */
export function defineFramedIsland<Schema extends v.GenericSchema<unknown, { language: string }>>(
  name: string,
  schema: Schema,
  Component: ComponentType<SpokenProps<Schema>>,
): IslandDefinition {
  return defineIsland(name, schema, function FramedIsland(props) {
    const spoken = islandLanguage(props.language);
    return (
      <PageQueryProvider>
        <I18nextProvider i18n={getI18n(spoken)}>
          <Component {...props} language={spoken} />
        </I18nextProvider>
      </PageQueryProvider>
    );
  });
}
