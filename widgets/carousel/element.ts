import { defineElement, type ElementInstance } from '../define';
import type { CarouselProps } from './carousel';
import { Carousel } from './carousel';
import { carouselManifest } from './manifest';

/**
 * `<pp-carousel><img src="…" alt="…">…</pp-carousel>` or `<pp-carousel data-images='[{"key":"…","alt":"…"}]'>`:
 * a main slider with a synced thumbnails strip. Properties `images`, `width`, `label`; event
 * `pp-carousel-change` when the user shows another image.
 */
export type CarouselElement = ElementInstance<CarouselProps>;

export interface CarouselChangeDetail {
  /** The index (from 0) of the image now shown. */
  index: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-carousel': CarouselElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-carousel-change': CustomEvent<CarouselChangeDetail>;
  }
}

defineElement(carouselManifest.tag, Carousel, carouselManifest);
