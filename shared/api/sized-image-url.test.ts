import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from './sized-image-url';

const page = 'http://localhost:3000/wedding-planner/atelier';

describe('sizedImageUrl', () => {
  it('asks the image route for the size shown', () => {
    expect(sizedImageUrl('/images/providers/7.jpg', 160, page)).toBe('/images/providers/7.jpg?w=160&h=160');
    expect(sizedImageUrl('/images/providers/7.jpg?w=800', 144, page)).toBe(
      '/images/providers/7.jpg?w=160&h=160',
    );
    expect(sizedImageUrl('http://localhost:3000/images/a.jpg', 96, page)).toBe(
      'http://localhost:3000/images/a.jpg?w=120&h=120',
    );
  });

  it('leaves other images alone', () => {
    expect(sizedImageUrl('https://cdn.example.com/images/a.jpg', 144, page)).toBe(
      'https://cdn.example.com/images/a.jpg',
    );
    expect(sizedImageUrl('/uploads/a.jpg', 144, page)).toBe('/uploads/a.jpg');
  });
});
