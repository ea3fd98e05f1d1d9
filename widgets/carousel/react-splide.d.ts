/*
 * @splidejs/react-splide 0.7.12 ships its types (dist/types) but its package.json `exports` does not point to
 * them, so TypeScript's "bundler" resolution cannot find them. The part this element uses, typed by hand
 * against those files, with Splide's own types (which resolve).
 */
declare module '@splidejs/react-splide' {
  import type { Options, Splide as SplideCore } from '@splidejs/splide';
  import type { Component, HTMLAttributes } from 'react';

  export type { Options };

  export interface SplideProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'onResize'> {
    options?: Options;
    /** False: the children are the track and its list (`.splide__track > .splide__list > .splide__slide`). */
    hasTrack?: boolean;
    /** Splide's `moved` event: the slider finished moving to `index`. */
    onMoved?: (splide: SplideCore, index: number, previous: number, destination: number) => void;
  }

  export class Splide extends Component<SplideProps> {
    splide: SplideCore | undefined;
    /** Syncs this slider with another one (before or after mounting). */
    sync(splide: SplideCore): void;
  }
}

declare module '@splidejs/react-splide/css/core';
