import {
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  mergeMantineTheme,
} from '@mantine/core';
import {
  AA_CONTRAST,
  contrastRatio,
  parseHexColor,
  pickTextColor,
  shadeScale,
} from '@members/contract';
import type { Rgb } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { brandCssVariables, brandThemeOf, buildTheme } from './brand-theme';
import type { BrandColor } from './brand-theme';
import { theme } from './theme';

function rgb(hex: string | undefined): Rgb {
  const parsed = parseHexColor(hex ?? '');
  if (!parsed) {
    throw new Error(hex);
  }
  return parsed;
}

/** The colour as the server sends it (`brand-settings.ts` builds it the same way). */
function brandColor(value: string): BrandColor {
  return {
    value,
    shades: shadeScale(rgb(value)),
    text: pickTextColor(rgb(value)),
  };
}

const DARK = DEFAULT_THEME.colors.dark;

/** What text in the brand colour sits on, per scheme: the page, cards, tints. */
function backgroundsOf(color: BrandColor) {
  const [tint0 = '', tint1 = ''] = color.shades;
  const shade9 = rgb(color.shades[9] ?? '');
  const darkTint = {
    r: Math.round(shade9.r / 2),
    g: Math.round(shade9.g / 2),
    b: Math.round(shade9.b / 2),
  };
  return {
    light: ['#ffffff', DEFAULT_THEME.colors.gray[0], tint0, tint1].map(rgb),
    dark: [rgb(DARK[7]), rgb(DARK[6]), rgb(DARK[5]), darkTint],
  };
}

describe('the theme', () => {
  it('is the built-in blue without a brand colour', () => {
    expect(theme.primaryColor).toBe('brand');
    expect(theme.primaryShade).toBe(7);
    expect(theme.colors?.brand?.[7]).toBe('#1542cb');
    expect(theme.variantColorResolver).toBeUndefined();
  });

  it('pairs the branded theme with its variables', () => {
    const color = brandColor('#ffd400');
    expect(brandThemeOf(color)).toEqual({
      theme: buildTheme(color),
      variables: brandCssVariables(color),
    });
  });

  it('takes the ten shades of the brand colour, the colour itself as primary shade 6', () => {
    const color = brandColor('#e4572e');
    const branded = mergeMantineTheme(DEFAULT_THEME, buildTheme(color));
    expect(branded.primaryColor).toBe('brand');
    expect(branded.primaryShade).toBe(6);
    expect(branded.colors.brand).toEqual(color.shades);
    expect(branded.colors.brand?.[6]).toBe('#e4572e');
    // Everything else stays as it was.
    expect(branded.fontFamily).toBe(theme.fontFamily);
    expect(branded.breakpoints).toEqual(
      mergeMantineTheme(DEFAULT_THEME, theme).breakpoints,
    );
  });

  it.each([
    ['#ffd400', '#000000'],
    ['#ffb000', '#000000'],
    ['#1a1033', '#ffffff'],
  ])(
    'fills buttons in %s with the text colour the server chose (%s)',
    (value, text) => {
      const color = brandColor(value);
      expect(color.text).toBe(text);
      const branded = mergeMantineTheme(DEFAULT_THEME, buildTheme(color));
      const { light, dark } = brandCssVariables(color);
      expect(light['--mantine-primary-color-contrast']).toBe(text);
      expect(dark['--mantine-primary-color-contrast']).toBe(text);
      const filled = branded.variantColorResolver({
        color: 'brand',
        variant: 'filled',
        theme: branded,
      });
      expect(filled.color).toBe('var(--mantine-primary-color-contrast)');
      expect(filled.background).toBe('var(--mantine-color-brand-filled)');
      expect(contrastRatio(rgb(value), rgb(text))).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
      // Hovered, too.
      for (const variables of [light, dark]) {
        expect(
          contrastRatio(
            rgb(variables['--mantine-color-brand-filled-hover']),
            rgb(text),
          ),
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
      // Another colour keeps Mantine's own text.
      expect(
        branded.variantColorResolver({
          color: 'red',
          variant: 'filled',
          theme: branded,
        }),
      ).toEqual(
        defaultVariantColorsResolver({
          color: 'red',
          variant: 'filled',
          theme: branded,
        }),
      );
    },
  );

  it.each(['#ffd400', '#ffb000', '#1a1033', '#e4572e', '#ffffff', '#000000'])(
    'draws %s as text at WCAG AA in the light and the dark scheme',
    (value) => {
      const color = brandColor(value);
      const variables = brandCssVariables(color);
      const backgrounds = backgroundsOf(color);
      for (const scheme of ['light', 'dark'] as const) {
        const names = [
          '--mantine-color-anchor',
          '--mantine-color-brand-text',
          '--mantine-color-brand-light-color',
          '--mantine-color-brand-outline',
          '--app-brand-text',
          '--app-brand-text-strong',
          '--app-focus-ring',
        ];
        for (const name of names) {
          const text = variables[scheme][name];
          expect(text, `${scheme} ${name}`).toMatch(/^#[0-9a-f]{6}$/);
          for (const background of backgrounds[scheme]) {
            expect(
              contrastRatio(rgb(text ?? ''), background),
              `${scheme} ${name} ${text}`,
            ).toBeGreaterThanOrEqual(AA_CONTRAST);
          }
        }
      }
    },
  );

  it('writes the chosen text colour on the active pill of a tab list', () => {
    const branded = buildTheme(brandColor('#ffb000'));
    const vars = branded.components?.Tabs?.vars as (
      theme: unknown,
      props: { color?: string },
    ) => { root: Record<string, string | undefined> };
    expect(vars(branded, {}).root['--tabs-text-color']).toBe(
      'var(--mantine-primary-color-contrast)',
    );
    // A tab list in another colour keeps Mantine's own.
    expect(vars(branded, { color: 'red' }).root['--tabs-text-color']).toBe(
      undefined,
    );
  });

  it('keeps a colour that is readable anyway as it is', () => {
    // A mid blue is readable on white and on its own tint; on the dark
    // background it is lightened.
    const { light, dark } = brandCssVariables(brandColor('#1542cb'));
    expect(light['--mantine-color-anchor']).toBe('#1542cb');
    expect(dark['--mantine-color-anchor']).not.toBe('#1542cb');
  });
});
