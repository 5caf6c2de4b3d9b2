import { describe, expect, it } from 'vitest';

import {
  AA_CONTRAST,
  brandAccents,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  parseHexColor,
  pickTextColor,
  readableOn,
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

  it('keeps a brand colour that is already readable as it is', () => {
    expect(readableOn(rgb('#1542cb'), rgb('#ffffff'))).toBe('#1542cb');
    expect(readableOn(rgb('#ffd400'), rgb('#242424'))).toBe('#ffd400');
  });

  it('darkens a very light colour on a light background, lightens a very dark one on a dark background, to 4.5:1', () => {
    const white = rgb('#ffffff');
    const tint = rgb(shadeScale(rgb('#ffd400'))[1] ?? '');
    const darkSurface = rgb('#3b3b3b');
    for (const [color, background] of [
      ['#ffd400', white],
      ['#ffb000', white],
      ['#ffd400', tint],
      ['#1a1033', darkSurface],
      ['#1a1033', rgb('#242424')],
      ['#2251e4', darkSurface],
    ] as const) {
      const readable = readableOn(rgb(color), background);
      expect(readable, color).not.toBe(color);
      const ratio = contrastRatio(rgb(readable), background);
      expect(ratio, `${color} → ${readable}`).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
      // Just far enough: not jumped to black or white.
      expect(ratio, `${color} → ${readable}`).toBeLessThan(6);
    }
    // Light on light goes darker, dark on dark goes lighter.
    expect(
      contrastRatio(rgb(readableOn(rgb('#ffd400'), white)), rgb('#000000')),
    ).toBeLessThan(contrastRatio(rgb('#ffd400'), rgb('#000000')));
    expect(
      contrastRatio(rgb(readableOn(rgb('#1a1033'), darkSurface)), white),
    ).toBeLessThan(contrastRatio(rgb('#1a1033'), white));
  });

  it('reaches AA on any colour over light and dark backgrounds, with a stricter minimum too', () => {
    const backgrounds = ['#ffffff', '#f1f3f5', '#242424', '#3b3b3b'].map(rgb);
    for (let value = 0; value < 0x1000000; value += 0x030507) {
      const color = rgb(`#${value.toString(16).padStart(6, '0')}`);
      for (const background of backgrounds) {
        expect(
          contrastRatio(rgb(readableOn(color, background)), background),
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(
          contrastRatio(rgb(readableOn(color, background, 7)), background),
        ).toBeGreaterThanOrEqual(7);
      }
    }
  });

  it('gives the brand colour as text and tint per scheme, readable on every surface and on its tint', () => {
    for (const value of [
      '#ffd400',
      '#ffb000',
      '#1a1033',
      '#ffffff',
      '#000000',
      '#777777',
      '#767676',
    ]) {
      const shades = shadeScale(rgb(value));
      const { light, dark, fillHover } = brandAccents(shades);
      expect(light.tint).toBe(shades[1]);
      const text = rgb(pickTextColor(rgb(value)));
      expect(
        contrastRatio(rgb(fillHover), text),
        `${value} hovered`,
      ).toBeGreaterThanOrEqual(AA_CONTRAST);
      for (const background of ['#ffffff', '#f8f9fa', light.tint]) {
        expect(
          contrastRatio(rgb(light.text), rgb(background)),
          `${value} light on ${background}`,
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
      for (const background of ['#242424', '#2e2e2e', '#3b3b3b', dark.tint]) {
        expect(
          contrastRatio(rgb(dark.text), rgb(background)),
          `${value} dark on ${background}`,
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
    // A mid-tone under black text gets lighter when hovered, not darker.
    const grey = brandAccents(shadeScale(rgb('#777777')));
    expect(pickTextColor(rgb('#777777'))).toBe(DARK_TEXT);
    expect(
      contrastRatio(rgb(grey.fillHover), rgb(DARK_TEXT)),
    ).toBeGreaterThanOrEqual(AA_CONTRAST);
    // A colour readable as it is stays itself.
    expect(brandAccents(shadeScale(rgb('#1542cb'))).light.text).toBe('#1542cb');
    expect(brandAccents(shadeScale(rgb('#ffd400'))).dark.text).toBe('#ffd400');
  });
});
