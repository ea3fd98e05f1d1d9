import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { flagSvg } from './flag-svg';

describe('flagSvg', () => {
  it('draws the shapes of the shared drawings with SVG attribute names', () => {
    const { document } = new JSDOM(`<body>${flagSvg('PT', 'card-flag').value}</body>`).window;
    const svg = document.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('card-flag');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect([...(svg?.children ?? [])].map((shape) => shape.tagName)).toEqual([
      'rect',
      'rect',
      'circle',
      'path',
    ]);
    expect(svg?.querySelector('path')?.getAttribute('stroke-width')).toBe('1.5');
  });
});
