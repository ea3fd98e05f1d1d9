import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { boundedText } from './text';

const accepts = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

describe('boundedText', () => {
  const line = boundedText({ max: 10 });
  const message = boundedText({ max: 10, multiline: true });

  it('trims, normalises and bounds the text', () => {
    expect(v.parse(line, '  Le\u0301a  ')).toBe('Léa');
    expect(accepts(line, 'x'.repeat(10))).toBe(true);
    expect(accepts(line, 'x'.repeat(11))).toBe(false);
    expect(accepts(line, 42)).toBe(false);
  });

  it('refuses NUL and every other control character in a single line', () => {
    for (const control of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085']) {
      expect(accepts(line, `ab${control}cd`), JSON.stringify(control)).toBe(false);
    }
  });

  it('keeps line breaks and tabs in a multi-line text, never NUL', () => {
    expect(v.parse(message, 'a\nb\r\nc\td')).toBe('a\nb\r\nc\td');
    expect(accepts(message, 'a\u0000b')).toBe(false);
    expect(accepts(message, 'a\u000bb')).toBe(false);
  });

  it('refuses lone surrogates and keeps paired ones (emoji)', () => {
    expect(accepts(line, 'a\ud800b')).toBe(false);
    expect(accepts(line, 'a\udc00b')).toBe(false);
    expect(v.parse(line, 'ok 💍')).toBe('ok 💍');
  });

  it('stops at the bound: an oversized text gets one issue', () => {
    expect(v.safeParse(line, '\u0000'.repeat(100_000)).issues).toHaveLength(1);
  });
});
