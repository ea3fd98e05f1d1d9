import { Splide, type Options } from '@splidejs/react-splide';
import '@splidejs/react-splide/css/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dispatchElementEvent, type HostProps } from '../define';
import { hostElementLanguage } from '@shared/i18n/element-language';
import { textGroup } from '@shared/i18n/load-texts';
import { childImagesOf } from './child-images';
import { isImageList, toSlides, type CarouselImage } from './carousel-slides';
import './carousel.css';

export interface CarouselProps extends HostProps {
  /** `[{ src?, key?, alt? }]`; when absent, the element's child `<img>` elements. */
  images?: CarouselImage[];
  /** Width the main slider requests from the image route. */
  width?: number;
  label?: string;
}

/** docs/product/page-elements.md#carousel: the thumbnails strip shows 6 thumbnails, 10 px apart. */
const THUMBNAILS_PER_VIEW = 6;
const THUMBNAILS_GAP = 10;
const DEFAULT_WIDTH = 1200;
/** A thumbnail is about a sixth of the slider: requested at twice that for dense screens. */
const THUMBNAIL_WIDTH = 240;

/** The image each element last showed: a removed and re-inserted carousel shows it again. */
const shownIndexOfHost = new WeakMap<HTMLElement, number>();

const ARROW_CLASSES = {
  arrows: 'splide__arrows pp-carousel__arrows',
  arrow: 'splide__arrow pp-carousel__arrow',
  prev: 'splide__arrow--prev pp-carousel__arrow--prev',
  next: 'splide__arrow--next pp-carousel__arrow--next',
};

/**
 * Splide's track and list as `div`s: its own `SplideSlide` is an `li`, where the roles Splide gives a slide
 * (`group`, or `button` in the thumbnails) are not allowed.
 */
function SlideTrack({ children }: { children: ReactNode }) {
  return (
    <div className="splide__track">
      <div className="splide__list">{children}</div>
    </div>
  );
}

/**
 * A photo carousel (Splide): the main slider, with arrows, and a strip of thumbnails kept in sync with it.
 * Both are keyboard operable when focused (arrow keys; Enter or Space on a thumbnail), and labelled for
 * screen readers in the page's language.
 */
export function Carousel({ host, images, width, label }: CarouselProps) {
  const [childImages] = useState(() => childImagesOf(host));
  const [startIndex] = useState(() => shownIndexOfHost.get(host) ?? 0);
  const texts = textGroup(hostElementLanguage({}), 'carousel');
  const slides = useMemo(
    () =>
      toSlides(isImageList(images) ? images : childImages, {
        main: width && width > 0 ? width : DEFAULT_WIDTH,
        thumbnail: THUMBNAIL_WIDTH,
      }),
    [images, childImages, width],
  );
  const main = useRef<Splide>(null);
  const thumbnails = useRef<Splide>(null);
  const syncedThumbnails = useRef<Splide['splide']>(undefined);

  const i18n = useMemo(
    () => ({
      prev: texts.prev,
      next: texts.next,
      first: texts.first,
      last: texts.last,
      slideX: texts.slideX,
      pageX: texts.slideX,
      slide: texts.slide,
      select: texts.select,
      slideLabel: texts.slideLabel,
    }),
    [texts],
  );
  const mainOptions = useMemo<Options>(
    () => ({
      type: 'slide',
      rewind: true,
      start: startIndex,
      pagination: false,
      // Each slide as wide as its image's own shape at the slider's height (carousel.css): never letterboxed.
      autoWidth: true,
      gap: THUMBNAILS_GAP,
      arrows: slides.length > 1,
      keyboard: 'focused',
      label: label || texts.label,
      i18n,
      classes: ARROW_CLASSES,
    }),
    [slides.length, startIndex, label, texts, i18n],
  );
  const thumbnailOptions = useMemo<Options>(
    () => ({
      perPage: THUMBNAILS_PER_VIEW,
      gap: THUMBNAILS_GAP,
      rewind: true,
      start: startIndex,
      pagination: false,
      arrows: false,
      isNavigation: true,
      focus: 'center',
      keyboard: 'focused',
      label: texts.thumbnails,
      i18n,
    }),
    [startIndex, texts, i18n],
  );

  // Synced once per thumbnails instance: a new one only when the strip was unmounted (one image) and is back.
  useEffect(() => {
    const thumbnailSplide = thumbnails.current?.splide;
    if (!thumbnailSplide || thumbnailSplide === syncedThumbnails.current) return;
    syncedThumbnails.current = thumbnailSplide;
    main.current?.sync(thumbnailSplide);
  });

  if (slides.length === 0) return null;
  return (
    <div className="pp-carousel__frame">
      <Splide
        ref={main}
        className="pp-carousel__main"
        options={mainOptions}
        hasTrack={false}
        onMoved={(_splide, index) => {
          shownIndexOfHost.set(host, index);
          dispatchElementEvent(host, 'pp-carousel-change', { index });
        }}
      >
        <SlideTrack>
          {slides.map((slide, index) => (
            <div
              key={`${index}:${slide.src}`}
              className="splide__slide pp-carousel__slide"
              style={slide.ratio ? { aspectRatio: slide.ratio } : undefined}
            >
              <img className="pp-carousel__image" src={slide.src} alt={slide.alt} />
            </div>
          ))}
        </SlideTrack>
      </Splide>
      {slides.length > 1 && (
        <Splide
          ref={thumbnails}
          className="pp-carousel__thumbnails"
          options={thumbnailOptions}
          hasTrack={false}
        >
          <SlideTrack>
            {slides.map((slide, index) => (
              <div key={`${index}:${slide.src}`} className="splide__slide pp-carousel__thumbnail">
                <img className="pp-carousel__thumbnail-image" src={slide.thumbnailSrc} alt={slide.alt} />
              </div>
            ))}
          </SlideTrack>
        </Splide>
      )}
    </div>
  );
}
