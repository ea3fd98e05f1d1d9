/** Shorter tokens could be guessed through the public port the metrics share (README, "Run it in production"). */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/**
 * `METRICS_TOKEN`: the bearer token a Prometheus scrape of `/metrics` must carry; unset, the app serves no
 * metrics at all (and counts nothing).
 */
export function parseMetricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN: at least ${METRICS_TOKEN_MIN_LENGTH} characters (openssl rand -hex 32)`);
  }
  return value;
}
