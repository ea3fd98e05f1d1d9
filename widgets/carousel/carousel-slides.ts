import { imageUrl } from '@shared/api/image-url';

/**
 * One image as `data-images` lists it: a `key` of the image route (resized there), or a ready `src`; its
 * `width` and `height` (any unit: only their ratio counts) frame it by its own shape.
 */
export interface CarouselImage {
  src?: string;
  key?: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface CarouselSlide {
  /** The URL the main slider shows. */
  src: string;
  /** The URL of its thumbnail (the same as `src` when the image is not from the image route). */
  thumbnailSrc: string;
  alt: string;
  /** Width over height, when the image said it; null frames it at the slider's ratio. */
  ratio: number | null;
}

export interface SlideWidths {
  /** Width (CSS pixels times the density wanted) the main slider requests from the image route. */
  main: number;
  thumbnail: number;
}

/** The slides of the images that have a `key` or a `src`, in order; the others are left out. */
export function toSlides(images: readonly CarouselImage[], widths: SlideWidths): CarouselSlide[] {
  return images.flatMap(({ key, src, alt = '', width, height }) => {
    const ratio = width && height && width > 0 && height > 0 ? width / height : null;
    if (key) {
      return [
        {
          src: imageUrl(key, { width: widths.main }),
          thumbnailSrc: imageUrl(key, { width: widths.thumbnail }),
          alt,
          ratio,
        },
      ];
    }
    return src ? [{ src, thumbnailSrc: src, alt, ratio }] : [];
  });
}

/** Whether a parsed `data-images` value is a list of images, as the element expects. */
export function isImageList(value: unknown): value is CarouselImage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        ['src', 'key', 'alt'].every((field) => {
          const fieldValue: unknown = (item as Record<string, unknown>)[field];
          return fieldValue === undefined || typeof fieldValue === 'string';
        }) &&
        ['width', 'height'].every((field) => {
          const fieldValue: unknown = (item as Record<string, unknown>)[field];
          return fieldValue === undefined || typeof fieldValue === 'number';
        }),
    )
  );
}
