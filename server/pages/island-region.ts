import type { IslandName, IslandProps } from '@shared/islands/registry';
import type { LoadOn } from '@shared/loading/load-trigger';
import { html, type SafeHtml } from './html';

/**
 * A region an island takes over: its props as JSON in `data-props` (escaped like any attribute), and the
 * server's HTML inside, which is what a visitor without JavaScript uses.
 */
export function islandRegion<N extends IslandName>(
  name: N,
  props: IslandProps<N>,
  { fallback, loadOn, className }: { fallback?: SafeHtml; loadOn: LoadOn; className: string },
): SafeHtml {
  return html`<div
    class="${className}"
    data-island="${name}"
    data-props="${JSON.stringify(props)}"
    data-load-on="${loadOn}"
  >
    ${fallback}
  </div>`;
}
