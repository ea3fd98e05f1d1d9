import { describe, expect, it } from 'vitest';
import { IMAGE_DIMENSIONS, imageUrl } from './image-url';

describe('imageUrl', () => {
  it('points at the image route, each path segment encoded', () => {
    expect(imageUrl('seed/provider-12.jpg')).toBe('/images/seed/provider-12.jpg');
    expect(imageUrl('uploads/été 2026.jpg')).toBe('/images/uploads/%C3%A9t%C3%A9%202026.jpg');
  });

  it('asks for one of the sizes the route renders, the next one up', () => {
    expect(imageUrl('a.jpg', { width: 160 })).toBe('/images/a.jpg?w=160');
    expect(imageUrl('a.jpg', { width: 159.6, height: 120 })).toBe('/images/a.jpg?w=160&h=120');
    expect(imageUrl('a.jpg', { width: 1000, height: 1 })).toBe('/images/a.jpg?w=1200&h=40');
    expect(imageUrl('a.jpg', { width: 9000 })).toBe('/images/a.jpg?w=2000');
  });

  it('rounds every size to IMAGE_DIMENSIONS', () => {
    for (let size = 1; size <= 2100; size += 7) {
      const url = new URL(imageUrl('a.jpg', { width: size }), 'http://x');
      expect(IMAGE_DIMENSIONS).toContain(Number(url.searchParams.get('w')));
    }
  });
});
