import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageQueryProvider } from '@shared/api/query';
import { getI18n, type Language } from '@shared/i18n';

/** What an island that reads the API renders in: the page's query client and the texts of its language. */
export function IslandFrame({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <PageQueryProvider>
      <I18nextProvider i18n={getI18n(language)}>{children}</I18nextProvider>
    </PageQueryProvider>
  );
}
