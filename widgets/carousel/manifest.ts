import type { ElementManifest } from '../define/element-manifest';
import type { CarouselProps } from './carousel';
import { themeCssProperty } from '@shared/ui/theme/tokens';

export const carouselManifest: ElementManifest<CarouselProps> = {
  tag: 'pp-carousel',
  module: 'widgets/carousel/element.ts',
  summary:
    'Photo carousel (Splide): a main slider with arrows and a thumbnails strip (6 per view, 10 px apart) kept in sync, keyboard operable when focused and labelled for screen readers in the page language. Its images are its child <img> elements (what readers without JavaScript see; data-key on one requests it from the image route) or data-images.',
  texts: ['carousel'],
  props: { images: 'json', width: 'number', label: 'string' },
  propDocs: {
    images:
      'JSON list [{ "src"?, "key"?, "alt"?, "width"?, "height"? }]: a key is requested from the image route at the slider width (thumbnails at 240), a src as is; width and height (or a child image\'s attributes) frame it by its own ratio. Replaces the child images.',
    width: 'Width the main slider requests from the image route (default 1200).',
    label: 'Accessible name of the carousel (default "Galerie de photos" in French).',
  },
  events: {
    'pp-carousel-change': {
      description: 'The user showed another image (arrows, keyboard, swipe or a thumbnail).',
      detail: '{ index: number }',
    },
  },
  cssProperties: {
    '--pp-text-color': themeCssProperty('--pp-text-color', 'Colour of the arrows.'),
    '--pp-carousel-aspect-ratio': {
      description: 'Width over height of the main slider: its height is its width over this ratio.',
      default: '3 / 2',
    },
    '--pp-carousel-background': { description: 'Background behind the images.', default: '#f0f0f0' },
    '--pp-carousel-fit': {
      description: 'object-fit of the main images, where an image is wider than the slider.',
      default: 'contain',
    },
    '--pp-carousel-arrow-background': {
      description: 'Background of the arrow buttons.',
      default: 'rgb(255 255 255 / 85%)',
    },
    '--pp-accent-color': themeCssProperty('--pp-accent-color', 'Border of the thumbnail of the image shown.'),
    '--pp-focus-color': themeCssProperty('--pp-focus-color', 'Focus outline colour.'),
  },
};
