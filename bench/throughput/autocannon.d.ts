/** The slice of autocannon's API (it ships no types) that the load child uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Each request's own changes, in turn; `setupRequest` may rewrite the request before it is sent. */
    requests?: { setupRequest?: (request: { headers?: Record<string, string>; body?: string }) => object }[];
  }

  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  /** Emits `response` (client, statusCode, bytes, milliseconds) for every answer; awaiting it gives the result. */
  interface Instance extends EventEmitter, PromiseLike<Result> {}

  function autocannon(options: Options): Instance;
  export default autocannon;
}
