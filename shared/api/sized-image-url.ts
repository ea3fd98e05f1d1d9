import { allowedImageDimension, IMAGE_ROUTE_PREFIX } from '@shared/api/image-url';

/**
 * An image of our image route asked at the size it is shown (`w`, `h`); any other URL is left alone, as the
 * server sent it. `size` is in device pixels (twice the CSS size for sharp screens), rounded up to a size the
 * route renders.
 */
export function sizedImageUrl(src: string, size: number, pageUrl: string): string {
  let url: URL;
  try {
    url = new URL(src, pageUrl);
  } catch {
    return src;
  }
  if (url.origin !== new URL(pageUrl).origin || !url.pathname.startsWith(IMAGE_ROUTE_PREFIX)) return src;
  url.searchParams.set('w', String(allowedImageDimension(size)));
  url.searchParams.set('h', String(allowedImageDimension(size)));
  return src.startsWith('/') ? url.pathname + url.search : url.href;
}
