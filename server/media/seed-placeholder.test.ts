import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatOf } from './sample-images';
import { PLACEHOLDER_SIZE, placeholderSvg, renderSeedPlaceholder } from './seed-placeholder';

describe('seed placeholders', () => {
  it('are the same bytes every time for the same key', async () => {
    const [first, second] = await Promise.all([
      renderSeedPlaceholder('seed/provider-7.jpg'),
      renderSeedPlaceholder('seed/provider-7.jpg'),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('differ from one key to another', async () => {
    expect(placeholderSvg('seed/provider-1.jpg')).not.toBe(placeholderSvg('seed/provider-2.jpg'));
    const [one, two] = await Promise.all([
      renderSeedPlaceholder('seed/provider-1.jpg'),
      renderSeedPlaceholder('seed/provider-2.jpg'),
    ]);
    expect(one.equals(two)).toBe(false);
  });

  it('are square JPEG originals', async () => {
    const placeholder = await renderSeedPlaceholder('seed/provider-3.jpg');
    expect(formatOf(placeholder)).toBe('jpeg');
    const { width, height } = await sharp(placeholder).metadata();
    expect([width, height]).toEqual([PLACEHOLDER_SIZE, PLACEHOLDER_SIZE]);
  });
});
