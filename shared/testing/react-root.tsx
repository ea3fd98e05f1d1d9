import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/**
 * Renders `element` into a fresh element of the page (jsdom), every update inside `act`, for component tests
 * without a testing library. `rerender` renders another element in its place; `unmount` removes it.
 */
export function renderRoot(element: ReactNode) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    rerender: (next: ReactNode) => act(() => root.render(next)),
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets timers, promises and the renders they cause run, inside `act`. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Settles until `check` stops throwing, for at most `timeoutMs` (real time); rethrows its last error. The
 * bound is generous: a passing check returns at its first success, and in a full run beside the server suites
 * on two cores a form's few round trips have taken more than two seconds.
 */
export async function eventually(check: () => void, timeoutMs = 10_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await settle();
    }
  }
}
