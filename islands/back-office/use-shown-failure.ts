import { useCallback, useState } from 'react';
import type { ShownFailure } from './failure-message';

/** The failure a form shows (`FailureMessage`), each new one with its own serial so that it is announced. */
export function useShownFailure() {
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const show = useCallback(
    (cause: unknown) => setFailure((previous) => ({ cause, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, show, clear };
}
