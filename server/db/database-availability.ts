/** A change of the database's reachability: it stopped answering (with why), or answers again (after how long). */
export type AvailabilityChange =
  { reachable: false; reason: string } | { reachable: true; unreachableForMs: number };

export type AvailabilityListener = (change: AvailabilityChange) => void;

/**
 * Whether the database answered its last call, and who to tell when that changes. During an outage every
 * request fails the same way: the operator's log says once that PostgreSQL went away and once that it came back
 * (and after how long), rather than once per refused request, or never.
 */
export function availabilityWatch() {
  let unreachableSince: number | undefined;
  const listeners = new Set<AvailabilityListener>();
  return {
    failed(error: Error) {
      if (unreachableSince !== undefined) return;
      unreachableSince = performance.now();
      for (const listener of listeners) listener({ reachable: false, reason: error.message });
    },
    answered() {
      if (unreachableSince === undefined) return;
      const unreachableForMs = Math.round(performance.now() - unreachableSince);
      unreachableSince = undefined;
      for (const listener of listeners) listener({ reachable: true, unreachableForMs });
    },
    /** Calls `listener` at each change from now on; the function returned stops it. */
    subscribe(listener: AvailabilityListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AvailabilityWatch = ReturnType<typeof availabilityWatch>;
