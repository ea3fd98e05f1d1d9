import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { databaseIdSchema, databaseIdTextSchema, DATABASE_INTEGER_MAX } from './database-id';
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

describe('database ids', () => {
  it('are whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(accepts(databaseIdSchema, DATABASE_INTEGER_MAX)).toBe(true);
    for (const bad of [0, -1, 1.5, DATABASE_INTEGER_MAX + 1, 2 ** 53, '1', null]) {
      expect(accepts(databaseIdSchema, bad), String(bad)).toBe(false);
    }
  });

  it('read from a path segment: plain digits only', () => {
    expect(v.parse(databaseIdTextSchema, '2147483647')).toBe(DATABASE_INTEGER_MAX);
    for (const bad of ['2147483648', '0', '01', '-1', '1e3', ' 1', '1'.repeat(1000), '']) {
      expect(accepts(databaseIdTextSchema, bad), bad).toBe(false);
    }
  });
});
