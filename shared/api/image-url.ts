/** Where the image route is mounted; the server serves `${IMAGE_ROUTE_PREFIX}<storage key>`. */
export const IMAGE_ROUTE_PREFIX = '/images/';

/**
 * The only widths and heights the image route renders. Each is a file in its cache for every original, so a
 * fixed set bounds what a request can make it compute and store; a size asked for is rounded up to the next.
 */
export const IMAGE_DIMENSIONS = [
  40, 80, 120, 160, 240, 320, 400, 480, 600, 630, 800, 960, 1200, 1600, 2000,
] as const;

/** The qualities the image route encodes at (on JPEG's scale), 75 unless asked otherwise. */
export const IMAGE_QUALITIES = [40, 60, 75, 90] as const;
export const DEFAULT_IMAGE_QUALITY = 75;

/** The allowed dimension at least as large as `size` (the largest one past it). */
export function allowedImageDimension(size: number): number {
  const largest = IMAGE_DIMENSIONS[IMAGE_DIMENSIONS.length - 1] ?? size;
  return IMAGE_DIMENSIONS.find((dimension) => dimension >= size) ?? largest;
}

export interface ImageSize {
  width?: number;
  height?: number;
}

/**
 * The URL of a stored image through the image route, which picks the format from the browser's Accept header
 * (AVIF, WebP, JPEG) and resizes to the requested box. Give the size the layout shows, in CSS pixels times
 * the density wanted: it is rounded up to one of IMAGE_DIMENSIONS.
 */
export function imageUrl(key: string, { width, height }: ImageSize = {}): string {
  const path = IMAGE_ROUTE_PREFIX + key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams();
  if (width) query.set('w', String(allowedImageDimension(width)));
  if (height) query.set('h', String(allowedImageDimension(height)));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
