import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
} from '@mantine/core';
import type {
  CSSVariablesResolver,
  MantineColorsTuple,
  MantineThemeOverride,
  VariantColorsResolver,
} from '@mantine/core';
import { brandAccents } from '@members/contract';
import type { BrandAccent, BrandSettings } from '@members/contract';

/** The provider's colour as the server sends it: the value, its ten shades, the text on it. */
export type BrandColor = NonNullable<BrandSettings['color']>;

const brand: MantineColorsTuple = [
  '#eaf0ff',
  '#d3ddfd',
  '#a5b9f5',
  '#7492ee',
  '#4b71e8',
  '#315ce5',
  '#2251e4',
  '#1542cb',
  '#0b3ab6',
  '#0031a1',
];

/** The app's Mantine theme. Breakpoints: 640, 700, 800 and 900 px (the header folds at 900). */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: 7,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // People who ask their system for less motion get no transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
  breakpoints: {
    xs: '40em',
    sm: '43.75em',
    md: '50em',
    lg: '56.25em',
    xl: '75em',
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});

/** The text on the brand colour, white or black (set by {@link brandCssVariables}). */
const BRAND_CONTRAST = 'var(--mantine-primary-color-contrast)';

/**
 * Filled brand surfaces (buttons, badges) carry the text colour the server
 * chose for the brand colour, white or black; everything else is Mantine's.
 */
const brandVariantColors: VariantColorsResolver = (input) => {
  const color = input.color || input.theme.primaryColor;
  const colors = defaultVariantColorsResolver({ ...input, color });
  const parsed = parseThemeColor({ color, theme: input.theme });
  if (
    input.variant === 'filled' &&
    parsed.isThemeColor &&
    parsed.color === 'brand'
  ) {
    return { ...colors, color: BRAND_CONTRAST };
  }
  return colors;
};

/**
 * The theme for a provider's colour: its ten shades as `brand`, the colour
 * itself (shade 6) on buttons; without a colour, the built-in theme.
 */
export function buildTheme(color: BrandColor | null): MantineThemeOverride {
  if (!color) {
    return theme;
  }
  return {
    ...theme,
    colors: { brand: color.shades as unknown as MantineColorsTuple },
    primaryShade: 6,
    variantColorResolver: brandVariantColors,
    components: {
      ...theme.components,
      Checkbox: { defaultProps: { iconColor: BRAND_CONTRAST } },
      Radio: { defaultProps: { iconColor: BRAND_CONTRAST } },
    },
  };
}

/** CSS variables of one colour scheme. */
export type SchemeVariables = Record<string, string>;

/**
 * The CSS variables a provider's colour sets, per scheme: the text on it,
 * and the colour wherever it is drawn as text or on a tint (links, light,
 * outline and subtle buttons, light badges, the app's own accents, the
 * focus ring), moved just far enough to reach WCAG AA (4.5:1) on the
 * page, cards and tints of each scheme (`brandAccents`, shared with the
 * sign-in page). Empty without a colour: the built-in colours stay. The
 * `--app-*` variables are the app's own: its CSS modules fall back to the
 * built-in shades without them.
 */
export function brandCssVariables(color: BrandColor | null): {
  light: SchemeVariables;
  dark: SchemeVariables;
} {
  if (!color) {
    return { light: {}, dark: {} };
  }
  const accents = brandAccents(color.shades);
  const scheme = ({ text, tint }: BrandAccent): SchemeVariables => ({
    '--mantine-primary-color-contrast': color.text,
    '--mantine-color-anchor': text,
    '--mantine-color-brand-text': text,
    '--mantine-color-brand-light': tint,
    '--mantine-color-brand-light-color': text,
    '--mantine-color-brand-outline': text,
    '--mantine-color-brand-filled-hover': accents.fillHover,
    '--app-brand-text': text,
    '--app-brand-text-strong': text,
    '--app-focus-ring': text,
    '--app-brand-fill': color.value,
    '--app-brand-fill-text': color.text,
  });
  return { light: scheme(accents.light), dark: scheme(accents.dark) };
}

/** Adds the provider's colour variables to a resolver's own. */
export function withBrandVariables(
  resolver: CSSVariablesResolver,
  color: BrandColor | null,
): CSSVariablesResolver {
  const branded = brandCssVariables(color);
  return (mantineTheme) => {
    const own = resolver(mantineTheme);
    return {
      variables: own.variables,
      light: { ...own.light, ...branded.light },
      dark: { ...own.dark, ...branded.dark },
    };
  };
}
