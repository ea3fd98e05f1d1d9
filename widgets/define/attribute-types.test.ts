import { describe, expect, it } from 'vitest';
import { attributeNameOf, parseAttribute } from './attribute-types';

describe('attributeNameOf', () => {
  it('reads a camelCase prop from its data-* attribute', () => {
    expect(attributeNameOf('providerId')).toBe('data-provider-id');
    expect(attributeNameOf('refreshSeconds')).toBe('data-refresh-seconds');
    expect(attributeNameOf('phone')).toBe('data-phone');
  });
});

describe('parseAttribute', () => {
  it('treats booleans as presence-only', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(true);
    expect(parseAttribute('boolean', null)).toBe(false);
  });

  it('keeps strings as written, empty included', () => {
    expect(parseAttribute('string', ' a b ')).toBe(' a b ');
    expect(parseAttribute('string', '')).toBe('');
    expect(parseAttribute('string', null)).toBeUndefined();
  });

  it('reads numbers and gives undefined for what is not one', () => {
    expect(parseAttribute('number', '3')).toBe(3);
    expect(parseAttribute('number', '-1.5')).toBe(-1.5);
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('number', 'ten')).toBeUndefined();
    expect(parseAttribute('number', null)).toBeUndefined();
  });

  it('reads JSON and gives undefined for malformed JSON', () => {
    expect(parseAttribute('json', '[{"slug":"mariage"}]')).toEqual([{ slug: 'mariage' }]);
    expect(parseAttribute('json', '{oops')).toBeUndefined();
    expect(parseAttribute('json', null)).toBeUndefined();
  });
});
