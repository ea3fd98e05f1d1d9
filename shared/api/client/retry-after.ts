/**
 * The seconds a Retry-After header asks to wait: either a number of seconds or an HTTP date (RFC 9110 §10.2.3),
 * counted from `now`. Undefined when there is no header or it says nothing readable.
 */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month; without a letter, Date.parse would read "-5" as a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
