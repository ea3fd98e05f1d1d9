import { describe, expect, it } from 'vitest';
import { routePath } from './routes';

describe('routePath', () => {
  it('returns the path of a named route', () => {
    expect(routePath('front_cgv')).toBe('/cgv/');
  });

  it('fills and encodes parameters', () => {
    expect(routePath('front_provider_profile', { slug: 'élise & co' })).toBe(
      '/wedding-planner/%C3%A9lise%20%26%20co',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath('front_provider_profile')).toThrow(/slug/);
  });
});
