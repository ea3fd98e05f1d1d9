import type { IslandName, IslandProps } from '@shared/islands/registry';
import type { LoadOn } from '@shared/loading/load-trigger';
import { html, type SafeHtml } from '@server/html/html';

export interface IslandRegionOptions {
  /** The server's HTML inside the region: what a visitor without JavaScript uses, and sees until it starts. */
  fallback?: SafeHtml;
  loadOn: LoadOn;
  /** When the browser holds a session, or the address a query, the island starts then instead. */
  loadOnWhen?: { signedIn?: LoadOn; query?: LoadOn };
  className: string;
}

/**
 * A region an island takes over: its props as JSON in `data-props` (escaped like any attribute), and the
 * server's HTML inside, which is what a visitor without JavaScript uses.
 */
export function islandRegion<N extends IslandName>(
  name: N,
  props: IslandProps<N>,
  { fallback, loadOn, loadOnWhen, className }: IslandRegionOptions,
): SafeHtml {
  return html`<div
    class="${className}"
    data-island="${name}"
    data-props="${JSON.stringify(props)}"
    data-load-on="${loadOn}"
    ${loadOnWhen?.signedIn ? html`data-signed-in-load-on="${loadOnWhen.signedIn}"` : ''}
    ${loadOnWhen?.query ? html`data-query-load-on="${loadOnWhen.query}"` : ''}
  >
    ${fallback}
  </div>`;
}
