import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WCAG's own example of the threshold: #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('does not depend on which colour is in front', () => {
    expect(contrastRatio('#9b2c55', '#f7f3f4')).toBe(contrastRatio('#f7f3f4', '#9b2c55'));
  });
});

describe('the design system’s colours', () => {
  it.each(CONTRAST_PAIRS)('$name reaches $minimum:1', ({ foreground, background, minimum }) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
