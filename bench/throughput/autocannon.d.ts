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
