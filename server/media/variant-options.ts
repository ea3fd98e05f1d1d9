export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FITS = ['cover', 'contain'] as const;
/** `cover` fills the whole box, cropping what overflows; `contain` fits inside the box, neither cropped nor padded. */
export type ImageFit = (typeof IMAGE_FITS)[number];

export const MEDIA_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** One rendering of an original: everything that changes the bytes of the answer. */
export interface VariantOptions {
  /** Absent: the original's width (or the one that keeps its proportions with `height`). */
  width?: number;
  height?: number;
  fit: ImageFit;
  /** On JPEG's scale; each encoder maps it to its own. */
  quality: number;
  format: ImageFormat;
}

/**
 * A file name that says which variant it holds, e.g. `160x160-cover-q75.avif` or `640x-q75.webp`; `fit` is
 * left out when it changes nothing (one side given).
 */
export function variantName({ width, height, fit, quality, format }: VariantOptions): string {
  const size = `${width ?? ''}x${height ?? ''}`;
  const fitPart = width && height ? `-${fit}` : '';
  return `${size}${fitPart}-q${quality}.${format}`;
}
