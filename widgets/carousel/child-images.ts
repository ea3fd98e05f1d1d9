import type { CarouselImage } from './carousel-slides';

const imagesOfHost = new WeakMap<HTMLElement, CarouselImage[]>();

/**
 * The `<img>` elements a page writes inside the element (what readers without JavaScript see), read once on
 * the first render and kept for the host's lifetime: React replaces the element's content. An image with
 * `data-key` is requested from the image route at the carousel's widths; otherwise its `src` is used. Its
 * `width` and `height` attributes give its shape.
 */
export function childImagesOf(host: HTMLElement): CarouselImage[] {
  let images = imagesOfHost.get(host);
  if (!images) {
    images = [...host.querySelectorAll('img')].map((img) => ({
      src: img.getAttribute('src') ?? undefined,
      key: img.dataset.key,
      alt: img.alt,
      width: Number(img.getAttribute('width')) || undefined,
      height: Number(img.getAttribute('height')) || undefined,
    }));
    imagesOfHost.set(host, images);
  }
  return images;
}
