import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { createQueryClient } from '@shared/api/query';
import { getI18n, type Language } from '@shared/i18n';
import { clearTokens } from '@shared/session/token-cookies';
import { fakeFetch, type FakeHandler } from './fake-fetch';
import { renderRoot } from './react-root';

/**
 * The frame of a test file whose components talk to the API: answers `render`, which mounts an element as an
 * island does (a query client, the texts of `language`) on a fake server answering with `handler`. After each
 * test the element is unmounted, its cache cleared and the session's token cookies removed.
 */
export function renderingWithApi() {
  let cleanUp = () => {};
  afterEach(() => {
    act(() => cleanUp());
    clearTokens();
  });
  return function render(element: ReactNode, handler: FakeHandler, language: Language = 'fr') {
    const server = fakeFetch(handler);
    const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
    const rendered = renderRoot(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={getI18n(language)}>{element}</I18nextProvider>
      </QueryClientProvider>,
    );
    cleanUp = () => {
      rendered.unmount();
      client.clear();
    };
    return { server, container: rendered.container };
  };
}
