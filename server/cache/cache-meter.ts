/**
 * How a cache tells whether it served what it kept: the operator's hit rate (server/observability/). A cache
 * given none counts nothing.
 */
export interface CacheMeter {
  hit(): void;
  miss(): void;
}
