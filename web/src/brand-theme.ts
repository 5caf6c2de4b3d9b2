import { defaultVariantColorsResolver, parseThemeColor } from '@mantine/core';
import type {
  MantineColorsTuple,
  MantineThemeOverride,
  VariantColorsResolver,
} from '@mantine/core';
import { brandAccents } from '@members/contract';
import type { BrandAccent, BrandSettings } from '@members/contract';

import { theme } from './theme';

/*
 * The app's theme for a provider's colour. Loaded only when there is one
 * (main.tsx), so the built-in look carries none of this code.
 */

/** The provider's colour as the server sends it: the value, its ten shades, the text on it. */
export type BrandColor = NonNullable<BrandSettings['color']>;

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

/** The active pill of a tab list in the brand colour carries its text colour. */
function tabsVars(_theme: unknown, props: { color?: unknown }) {
  return {
    root: {
      '--tabs-text-color':
        props.color === undefined || props.color === 'brand'
          ? BRAND_CONTRAST
          : undefined,
    },
  };
}

/**
 * The theme for a provider's colour: its ten shades as `brand`, the colour
 * itself (shade 6) on buttons, the rest as the built-in theme.
 */
export function buildTheme(color: BrandColor): MantineThemeOverride {
  return {
    ...theme,
    colors: { brand: color.shades as unknown as MantineColorsTuple },
    primaryShade: 6,
    variantColorResolver: brandVariantColors,
    components: {
      ...theme.components,
      Checkbox: { defaultProps: { iconColor: BRAND_CONTRAST } },
      Tabs: { vars: tabsVars },
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
 * sign-in page). The `--app-*` variables are the app's own: its CSS modules fall back to the
 * built-in shades without them.
 */
export function brandCssVariables(color: BrandColor): {
  light: SchemeVariables;
  dark: SchemeVariables;
} {
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

/** What the app is themed with for a provider's colour. */
export interface BrandTheme {
  theme: MantineThemeOverride;
  variables: { light: SchemeVariables; dark: SchemeVariables };
}

/** The theme and the CSS variables for a provider's colour. */
export function brandThemeOf(color: BrandColor): BrandTheme {
  return { theme: buildTheme(color), variables: brandCssVariables(color) };
}
