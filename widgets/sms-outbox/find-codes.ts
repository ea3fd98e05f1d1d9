export type TextPart = { kind: 'text'; text: string } | { kind: 'code'; text: string };

/** A six-digit verification code: six digits not part of a longer number (a phone number, a date). */
const CODE = /(?<![\d+])\d{6}(?!\d)/g;

/** The text of an SMS cut into plain text and the six-digit codes it carries, in order. */
export function splitCodes(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let end = 0;
  for (const match of text.matchAll(CODE)) {
    if (match.index > end) parts.push({ kind: 'text', text: text.slice(end, match.index) });
    parts.push({ kind: 'code', text: match[0] });
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push({ kind: 'text', text: text.slice(end) });
  return parts;
}

/** The first six-digit code of an SMS, if it has one. */
export function firstCode(text: string): string | undefined {
  return splitCodes(text).find((part) => part.kind === 'code')?.text;
}
