import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const PLACEHOLDER_SIZE = 800;

/**
 * A portrait-like placeholder drawn from the key alone: a soft two-tone background whose hue comes from the
 * key's hash, two light discs placed by it, and a head-and-shoulders silhouette. No text, so the pixels do not
 * depend on the fonts installed. The same key always gives the same SVG.
 */
export function placeholderSvg(key: string): string {
  const bytes = createHash('sha256').update(key).digest();
  const byte = (index: number) => bytes[index] ?? 0;
  const hue = Math.round((byte(0) * 360) / 256);
  const size = PLACEHOLDER_SIZE;
  const disc = (index: number, radius: number) =>
    `<circle cx="${(byte(index) * size) / 256}" cy="${(byte(index + 1) * size) / 256}" r="${radius}" ` +
    `fill="hsl(${(hue + 40) % 360}, 60%, 92%)" fill-opacity="0.7"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    '<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue}, 55%, 90%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 45%, 78%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${size}" height="${size}" fill="url(#background)"/>`,
    disc(1, 60 + byte(3) / 2),
    disc(4, 40 + byte(6) / 3),
    `<g fill="hsl(${hue}, 30%, 52%)">`,
    '<circle cx="400" cy="320" r="135"/>',
    '<path d="M130 800 C130 590 250 500 400 500 C550 500 670 590 670 800 Z"/>',
    '</g></svg>',
  ].join('');
}

/** The placeholder as the JPEG original stored under `key`. */
export async function renderSeedPlaceholder(key: string): Promise<Buffer> {
  return sharp(Buffer.from(placeholderSvg(key)))
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
