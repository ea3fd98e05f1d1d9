/**
 * The last guard on what a log line says, applied to each line as written: whatever a field or a message
 * carries (an SMTP refusal quoting the recipient, a Twilio error naming the number, an address a client put
 * in a URL), an email address, a phone number or a bearer token never reaches the log. The known places
 * (headers, URLs) are cleaned before this: see `loggerOptions`.
 */
const SCRUBBED: readonly [RegExp, string][] = [
  // Raw or percent-encoded in a URL.
  [/[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi, '[email]'],
  // A JSON web token (an access token, a phone proof): three base64url parts, the first a JSON object.
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  // E.164, raw or percent-encoded (`+33612345678`, `%2B33612345678`), or with the international prefix.
  [/(?:\+|%2B|(?<![\d.])\b00)[1-9]\d{7,14}\b/gi, '[phone]'],
  // A national number as people write it: `0612345678`, `06 12 34 56 78`, `06.12.34.56.78`, `06-12…`; never
  // the decimals of a number (`"responseTime":1.0612345678`).
  [/(?<![\d.])\b0[1-9](?:[ .-]?\d{2}){4}\b/g, '[phone]'],
];

export function scrubLogLine(line: string): string {
  let scrubbed = line;
  for (const [pattern, replacement] of SCRUBBED) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}
