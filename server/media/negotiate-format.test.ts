import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './negotiate-format';

describe('negotiateFormat', () => {
  it.each([
    ['Chrome', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    [
      'Safari 16+',
      'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,*/*;q=0.5',
      'avif',
    ],
    ['older Firefox', 'image/webp,*/*', 'webp'],
    ['wildcards only', 'image/*,*/*;q=0.8', 'jpeg'],
    ['curl', '*/*', 'jpeg'],
    ['no header', undefined, 'jpeg'],
    ['AVIF refused with q=0', 'image/avif;q=0, image/webp', 'webp'],
    ['upper case and spaces', 'IMAGE/AVIF ; q=0.9', 'avif'],
  ] as const)('%s → %s', (_, accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});
