/** One kind of request of the mixed traffic, and how each of its requests differs from the last. */
export interface MixedRoute {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** Sent with every request (the Host header names the site or the back-office). */
  headers: Record<string, string>;
  body?: string;
  /**
   * Taken in turn, one per request, over `headers` and `body`: another client's address, another phone
   * number, another couple's bearer. A route whose requests may not repeat (a code is verified once) has as
   * many as the run needs; past them it starts over, and its refusals show in the figures.
   */
  variants?: { headers?: Record<string, string>; body?: string }[];
}

/** What the parent asks the load child to do: every route at once, `connections` each, against `url`. */
export interface MixedLoadSpec {
  url: string;
  routes: MixedRoute[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** One route's figures over the measured seconds (the warm-up excluded). */
export interface MixedRouteResult {
  label: string;
  /** Answers by status class. */
  answers: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  /** Connections refused or reset, and requests without an answer in time. */
  errors: number;
  timeouts: number;
  seconds: number;
  /** 2xx answers per second. */
  requestsPerSecond: number;
  /** Of the 2xx answers. */
  p50Ms: number;
  p99Ms: number;
}
