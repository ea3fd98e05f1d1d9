import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('points at the image route, each path segment encoded', () => {
    expect(imageUrl('seed/provider-12.jpg')).toBe('/images/seed/provider-12.jpg');
    expect(imageUrl('uploads/été 2026.jpg')).toBe('/images/uploads/%C3%A9t%C3%A9%202026.jpg');
  });

  it('asks for a size in whole pixels', () => {
    expect(imageUrl('a.jpg', { width: 160 })).toBe('/images/a.jpg?w=160');
    expect(imageUrl('a.jpg', { width: 159.6, height: 120 })).toBe('/images/a.jpg?w=160&h=120');
  });
});
