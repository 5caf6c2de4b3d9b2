import { describe, expect, it } from 'vitest';

import {
  AA_CONTRAST,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  parseHexColor,
  pickTextColor,
  shadeScale,
  toHexColor,
} from './brand-colors.js';
import type { Rgb } from './brand-colors.js';

function rgb(hex: string): Rgb {
  const parsed = parseHexColor(hex);
  if (!parsed) {
    throw new Error(hex);
  }
  return parsed;
}

describe('brand colours', () => {
  it('reads #rrggbb only', () => {
    expect(parseHexColor('#1A2b3C')).toEqual({ r: 26, g: 43, b: 60 });
    for (const bad of ['#123', 'red', '1a2b3c', '#1a2b3g', '#1a2b3c4d', '']) {
      expect(parseHexColor(bad), bad).toBeNull();
    }
    expect(toHexColor(rgb('#1A2B3C'))).toBe('#1a2b3c');
  });

  it('computes WCAG contrast: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#777777'), rgb('#777777'))).toBe(1);
    // WCAG's own example values: #767676 on white is 4.54:1.
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
  });

  it('puts dark text on a very light brand colour', () => {
    const background = rgb('#f7f3c4');
    expect(pickTextColor(background)).toBe(DARK_TEXT);
    expect(
      contrastRatio(background, rgb(pickTextColor(background))),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('puts white text on a very dark brand colour', () => {
    const background = rgb('#0b1f3a');
    expect(pickTextColor(background)).toBe(LIGHT_TEXT);
    expect(
      contrastRatio(background, rgb(pickTextColor(background))),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('reaches AA on every colour, mid-tones included', () => {
    for (let value = 0; value < 0x1000000; value += 0x010307) {
      const background = rgb(`#${value.toString(16).padStart(6, '0')}`);
      expect(
        contrastRatio(background, rgb(pickTextColor(background))),
      ).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('makes ten shades, lightest first, with the colour sixth', () => {
    const shades = shadeScale(rgb('#e4572e'));
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#e4572e');
    const luminance = shades.map((shade) =>
      contrastRatio(rgb(shade), rgb('#000000')),
    );
    expect([...luminance].sort((a, b) => b - a)).toEqual(luminance);
  });
});
