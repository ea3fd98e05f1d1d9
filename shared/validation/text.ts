import * as v from 'valibot';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';

/*
 * Control characters have no use in a name, a city or a slug, and PostgreSQL refuses NUL in text outright
 * (the driver's error would be a 500). Tab, line feed and carriage return are kept in multi-line texts only.
 * Lone surrogates are refused too: they are not Unicode text and every encoder would have to guess.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what these patterns are for
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextRules {
  /** At most this many UTF-16 units once trimmed: checked before any other rule, so cost is bounded. */
  readonly max: number;
  /** Line breaks and tabs allowed (a message); single-line by default. */
  readonly multiline?: boolean;
  /** The i18n key of every failure; the generic "invalid value" by default. */
  readonly message?: ValidationMessageKey;
}

export function isCleanText(text: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text) && !LONE_SURROGATE.test(text);
}

/**
 * The one way the contract takes free text: a string, trimmed, bounded in length before anything costly runs,
 * without control characters, NFC-normalised. The pipe stops at its first failure (`abortPipeEarly`), so an
 * oversized input costs one length comparison, not a grapheme count or a regular expression over a megabyte.
 * Extra rules go after it inside `stopAtFirstIssue`.
 */
export function boundedText({ max, multiline = false, message = VALIDATION_MESSAGES.value }: TextRules) {
  return stopAtFirstIssue(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.check((text) => isCleanText(text, multiline), message),
      v.normalize('NFC'),
      // Normalising can lengthen a few rare sequences: the stored text still respects the bound.
      v.maxLength(max, message),
    ),
  );
}

/**
 * The schema's pipes stop at their first failure, nested pipes included: a bounded string followed by further
 * rules (`stopAtFirstIssue(v.pipe(boundedText({ max: 80 }), v.minLength(1)))`) never runs them on a text the
 * bound refused.
 */
export function stopAtFirstIssue<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.config(schema, { abortPipeEarly: true });
}
