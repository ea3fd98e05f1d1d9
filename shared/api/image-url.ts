/** Where the image route is mounted; the server serves `${IMAGE_ROUTE_PREFIX}<storage key>`. */
export const IMAGE_ROUTE_PREFIX = '/images/';

export interface ImageSize {
  width?: number;
  height?: number;
}

/**
 * The URL of a stored image through the image route, which picks the format from the browser's Accept header
 * (AVIF, WebP, JPEG) and resizes to the requested box. Give the size the layout shows, in CSS pixels times
 * the density wanted.
 */
export function imageUrl(key: string, { width, height }: ImageSize = {}): string {
  const path = IMAGE_ROUTE_PREFIX + key.split('/').map(encodeURIComponent).join('/');
  const query = new URLSearchParams();
  if (width) query.set('w', String(Math.round(width)));
  if (height) query.set('h', String(Math.round(height)));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
