/** What the parent asks the load child to do, and what it answers (both as JSON). */
export interface LoadSpec {
  url: string;
  /** GET when absent. */
  method?: 'GET' | 'POST';
  /** Sent as is with every request (a JSON body comes with its content-type in `headers`). */
  body?: string;
  headers: Record<string, string>;
  /**
   * Each request from an address of its own (`x-forwarded-for`, the server trusting one proxy hop): what a
   * route that limits each client measures as many clients' traffic rather than as one client's refusals.
   */
  distinctClients?: boolean;
  /** Bodies sent in turn instead of `body` (sign-ins to several accounts, none signing in many times at once). */
  bodies?: string[];
  /** Paths requested in turn instead of the URL's (each unlock a lead of its own, never one unlocked already). */
  paths?: string[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  /** Answers with a 2xx status during the measured seconds (warm-up excluded). */
  answered: number;
  failed: { non2xx: number; errors: number; timeouts: number };
  seconds: number;
  requestsPerSecond: number;
  /** Of the 2xx answers, at microsecond resolution (autocannon's own histogram rounds to whole ms). */
  p50Ms: number;
  p99Ms: number;
}
