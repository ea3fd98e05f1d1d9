import type { ImageFormat } from './variant-options';

/**
 * The best format the browser says it decodes: AVIF, else WebP, else JPEG, which every browser reads. Only
 * media types named outright count, since browsers that decode neither AVIF nor WebP send wildcards too; a
 * type refused with `q=0` does not count.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set<string>();
  for (const range of (accept ?? '').split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
