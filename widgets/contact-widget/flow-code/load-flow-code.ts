import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '@shared/i18n/languages';
import { loadTexts, textsLoaded } from '@shared/i18n/load-texts';
import { codeOnDemand } from '@shared/loading/code-on-demand';
import type * as FlowCodeModule from './flow-code';
import { FLOW_TEXTS } from './flow-texts';

export type FlowCode = typeof FlowCodeModule;

/** Shared by every widget of the page (one download). */
const flowCode = codeOnDemand(() => import('./flow-code'));
/** The last download failed (offline): the next intent, or the retry button, tries again. */
let failed = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Fetches the flow's code once, and its texts in `language`; a failed download is tried again at the next call. */
export function loadFlowCode(language: Language): Promise<FlowCode> {
  return Promise.all([flowCode.load(), loadTexts(language, FLOW_TEXTS)]).then(
    ([module]) => {
      failed = false;
      changed();
      return module;
    },
    (error: unknown) => {
      failed = true;
      changed();
      throw error;
    },
  );
}

/** For event handlers: a failure shows through `useFlowCode`, not as an unhandled rejection. */
export function prefetchFlowCode(language: Language): void {
  loadFlowCode(language).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The flow's code once it and its texts in `language` are there; `needed`: fetch them now (a stored session, a
 * submitted number) rather than wait for an intent. Once any widget of the page has fetched the code, the
 * others fetch their texts too, so that they follow a sign-in made in that one.
 */
export function useFlowCode(
  needed: boolean,
  language: Language,
): { code: FlowCode | undefined; failed: boolean } {
  const codeThere = useSyncExternalStore(subscribe, () => flowCode.loaded() !== undefined);
  useEffect(() => {
    if (needed || codeThere) prefetchFlowCode(language);
  }, [needed, codeThere, language]);
  const ready = useSyncExternalStore(subscribe, () =>
    textsLoaded(language, FLOW_TEXTS) ? flowCode.loaded() : undefined,
  );
  return { code: ready, failed: useSyncExternalStore(subscribe, () => failed) };
}
