import fc from 'fast-check';

/*
 * What an attacker puts where a field, a body or a path segment is expected. The values are kept small enough
 * for hundreds of requests a second, except the few that are large on purpose (a megabyte, deep nesting).
 */

const MEGABYTE = 1024 * 1024;

/** Texts that break naive code: control characters, lone surrogates, injection shapes, odd Unicode. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Lyon\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    'line\nbreak',
    '\r\n',
    '\ud800',
    'a\udc00b',
    '\uffff\ufffe',
    '\u202eevil',
    '💍'.repeat(40),
    'E\u0301'.repeat(300),
    "'; DROP TABLE users; --",
    '" OR 1=1 --',
    '%00',
    '%ff%fe',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${7*7}',
    '__proto__',
    'constructor',
    '-1',
    '1e309',
    'NaN',
    '2147483648',
    '9'.repeat(40),
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 64 }),
);

/** Numbers past every bound a database column or a page has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 0.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, -(2 ** 53), 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Every JSON type, hostile texts and numbers among them, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, { __proto__: null }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * Values every field is tried with, whatever the random draw: the ones that once broke the server (NUL in a
 * text, ids past a PostgreSQL integer, names whose graphemes took a minute to count) and values too large for
 * any field, which must be refused without spending a second on them.
 */
export const knownHostileValues: readonly unknown[] = [
  'Lyon\u0000',
  '\u0000',
  'a\ud800',
  2_147_483_648,
  -2_147_483_649,
  1e308,
  0.5,
  null,
  true,
  [],
  {},
  'x'.repeat(200_000),
  'E\u0301'.repeat(60_000),
  'x'.repeat(MEGABYTE),
  '\u0000'.repeat(100_000),
  Array.from({ length: 100_000 }, () => 1),
];

/** Raw bodies that are not the JSON object an endpoint reads. */
export const hostileRawBodies: readonly { payload: string | Buffer; contentType: string }[] = [
  { payload: '', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
  { payload: '['.repeat(8_000) + ']'.repeat(8_000), contentType: 'application/json' },
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  { payload: '{"a":"\\ud800"}', contentType: 'application/json' },
  { payload: 'phone=%2B33612345678', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', contentType: 'text/xml' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: 'x'.repeat(MEGABYTE), contentType: 'application/json' },
];

/** Path segments, already percent-encoded as they travel in a URL. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%ff',
  '%e0%a4%a',
  '%',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2F',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e3',
  'page',
  'x'.repeat(5_000),
  '%C0%AE',
  '%u0000',
];

export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_SEGMENTS),
  hostileText.map((text) => percentEncode(text)),
);

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) travels as the three bytes a careless
 * encoder would write for it: invalid UTF-8, exactly what the server must survive.
 */
export function percentEncode(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, index) => {
      if (index % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}
