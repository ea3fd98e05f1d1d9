import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { flagSvg, flagSymbols } from './flag-svg';

const parse = (markup: string) => new JSDOM(`<body>${markup}</body>`).window.document;

describe('flagSymbols and flagSvg', () => {
  it('draws each flag once, with the shared drawings’ shapes under SVG attribute names', () => {
    const document = parse(flagSymbols(['PT', 'FR', 'PT']).value);
    const symbols = [...document.querySelectorAll('svg.flag-sprite symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(['pp-flag-PT', 'pp-flag-FR']);
    expect([...(symbols[0]?.children ?? [])].map((shape) => shape.tagName)).toEqual([
      'rect',
      'rect',
      'circle',
      'path',
    ]);
    expect(symbols[0]?.querySelector('path')?.getAttribute('stroke-width')).toBe('1.5');
  });

  it('draws the sprite itself at no size, out of the flow and unseen by assistive technology', () => {
    const sprite = parse(flagSymbols(['FR']).value).querySelector('svg');
    expect(sprite?.getAttribute('class')).toBe('flag-sprite');
    expect([sprite?.getAttribute('width'), sprite?.getAttribute('height')]).toEqual(['0', '0']);
    expect(sprite?.getAttribute('aria-hidden')).toBe('true');
  });

  it('writes nothing when no flag is shown', () => {
    expect(flagSymbols([]).value).toBe('');
  });

  it('names a flag given a label as an image, as the React flag does', () => {
    const svg = parse(flagSvg('FR', 'card-flag', 'Français').value).querySelector('svg');
    expect([
      svg?.getAttribute('role'),
      svg?.getAttribute('aria-label'),
      svg?.getAttribute('aria-hidden'),
    ]).toEqual(['img', 'Français', null]);
  });

  it('points a decorative flag to its drawing', () => {
    const svg = parse(flagSvg('GB', 'card-flag').value).querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('card-flag');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('#pp-flag-GB');
  });
});
