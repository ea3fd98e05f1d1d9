import { useEffect, useSyncExternalStore } from 'react';
import type * as FlowCodeModule from './flow-code';

export type FlowCode = typeof FlowCodeModule;

/** Where the flow's code stands, for every widget of the page (they share one download). */
interface FlowCodeStatus {
  code: FlowCode | undefined;
  /** The last download failed (offline): the next intent, or the retry button, tries again. */
  failed: boolean;
}

let status: FlowCodeStatus = { code: undefined, failed: false };
let loading: Promise<FlowCode> | undefined;
const listeners = new Set<() => void>();

function settle(next: FlowCodeStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** Fetches the flow's code once; a failed download is tried again at the next call. */
export function loadFlowCode(): Promise<FlowCode> {
  loading ??= import('./flow-code').then(
    (code) => {
      settle({ code, failed: false });
      return code;
    },
    (error: unknown) => {
      loading = undefined;
      settle({ code: undefined, failed: true });
      throw error;
    },
  );
  return loading;
}

/** For event handlers: a failure shows through `useFlowCode`, not as an unhandled rejection. */
export function prefetchFlowCode(): void {
  loadFlowCode().catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The flow's code once any widget of the page has fetched it; `needed`: fetch it now (a stored session, a
 * submitted number), rather than waiting for an intent.
 */
export function useFlowCode(needed: boolean): FlowCodeStatus {
  useEffect(() => {
    if (needed) prefetchFlowCode();
  }, [needed]);
  return useSyncExternalStore(subscribe, () => status);
}
