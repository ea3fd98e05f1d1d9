import { describe, expect, it } from 'vitest';
import { isImageList, toSlides } from './carousel-slides';

const WIDTHS = { main: 1200, thumbnail: 240 };

describe('toSlides', () => {
  it('requests an image-route key at the main and thumbnail widths', () => {
    expect(toSlides([{ key: 'venues/12/salle à manger.jpg', alt: 'Salle' }], WIDTHS)).toEqual([
      {
        src: '/images/venues/12/salle%20%C3%A0%20manger.jpg?w=1200',
        thumbnailSrc: '/images/venues/12/salle%20%C3%A0%20manger.jpg?w=240',
        alt: 'Salle',
        ratio: null,
      },
    ]);
  });

  it('frames an image by the ratio of its width and height, when both are given', () => {
    const ratios = toSlides(
      [
        { src: '/portrait.jpg', width: 800, height: 1200 },
        { src: '/square.jpg', width: 800, height: 800 },
        { src: '/half.jpg', width: 800 },
      ],
      WIDTHS,
    ).map((slide) => slide.ratio);
    expect(ratios).toEqual([800 / 1200, 1, null]);
  });

  it('keeps a ready src for both, and leaves out images with neither key nor src', () => {
    expect(toSlides([{ src: '/a.jpg' }, { alt: 'rien' }], WIDTHS)).toEqual([
      { src: '/a.jpg', thumbnailSrc: '/a.jpg', alt: '', ratio: null },
    ]);
  });
});

describe('isImageList', () => {
  it('accepts a list of objects with string src, key and alt, and numeric width and height', () => {
    expect(isImageList([{ src: '/a.jpg', alt: 'A', width: 3, height: 2 }, { key: 'k' }])).toBe(true);
    expect(isImageList([])).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isImageList({ src: '/a.jpg' })).toBe(false);
    expect(isImageList(['/a.jpg'])).toBe(false);
    expect(isImageList([{ src: 3 }])).toBe(false);
    expect(isImageList([{ src: '/a.jpg', width: '800' }])).toBe(false);
  });
});
