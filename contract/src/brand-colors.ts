/**
 * A provider's brand colour and what is drawn on it. One `#rrggbb` colour
 * gives the app's full shade scale and the text colour of its buttons,
 * chosen by the WCAG 2 contrast ratio so every button stays readable (AA:
 * 4.5:1 for normal text). No zod: the sign-in page's bundle may import this.
 */

/** A colour as red, green and blue from 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The text colours a brand colour may carry: white, or black (near-black would leave mid-tones under AA). */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#000000';

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** `#rrggbb` (either case) as RGB; null for anything else. */
export function parseHexColor(value: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) {
    return null;
  }
  const [, r = '', g = '', b = ''] = match;
  return {
    r: Number.parseInt(r, 16),
    g: Number.parseInt(g, 16),
    b: Number.parseInt(b, 16),
  };
}

/** RGB as `#rrggbb`, lower case. */
export function toHexColor({ r, g, b }: Rgb): string {
  const part = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * The text colour for a background: white or black, whichever
 * contrasts more. One of the two always reaches at least 4.5:1.
 */
export function pickTextColor(background: Rgb): string {
  const light = parseHexColor(LIGHT_TEXT) as Rgb;
  const dark = parseHexColor(DARK_TEXT) as Rgb;
  return contrastRatio(background, light) >= contrastRatio(background, dark)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

/** How far each shade is mixed towards white (0–5) or black (7–9). */
const TINTS = [0.92, 0.82, 0.68, 0.52, 0.34, 0.16] as const;
const SHADES = [0.18, 0.34, 0.5] as const;

/**
 * Ten shades from one colour, lightest first, the colour itself sixth
 * (index 6), as Mantine's theme wants a colour.
 */
export function shadeScale(color: Rgb): string[] {
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 0, g: 0, b: 0 };
  return [
    ...TINTS.map((amount) => toHexColor(mix(color, white, amount))),
    toHexColor(color),
    ...SHADES.map((amount) => toHexColor(mix(color, black, amount))),
  ];
}

/**
 * The colour itself when it reaches `minimum` contrast on the background,
 * else the colour mixed towards black (on a light background) or white (on
 * a dark one) just far enough: a brand colour kept as close as possible
 * when it is drawn as text or on a tint. Returns `#rrggbb`. A colour made
 * readable on the lightest of several dark backgrounds (or the darkest of
 * several light ones) is readable on all of them.
 */
export function readableOn(
  color: Rgb,
  background: Rgb,
  minimum: number = AA_CONTRAST,
): string {
  const target =
    pickTextColor(background) === LIGHT_TEXT
      ? { r: 255, g: 255, b: 255 }
      : { r: 0, g: 0, b: 0 };
  // Rounded to #rrggbb before each check, so the colour returned passes.
  for (let step = 0; step <= 100; step += 1) {
    const hex = toHexColor(mix(color, target, step / 100));
    if (contrastRatio(parseHexColor(hex) as Rgb, background) >= minimum) {
      return hex;
    }
  }
  return toHexColor(target);
}

/**
 * The surfaces text sits on: the page, cards, a hovered row (Mantine's
 * white, gray-0; dark-7, dark-6, dark-5), and the notices a link may sit
 * in (light alerts in orange, red, yellow, blue and green: shade 1 in the
 * light scheme, shade 9 darkened by half in the dark one).
 */
const LIGHT_SURFACES = [
  '#ffffff',
  '#f8f9fa',
  '#ffe8cc',
  '#ffe3e3',
  '#fff3bf',
  '#d0ebff',
  '#d3f9d8',
] as const;
const DARK_SURFACES = [
  '#242424',
  '#2e2e2e',
  '#3b3b3b',
  '#6d2408',
  '#651515',
  '#733c00',
  '#0c3256',
  '#16451f',
] as const;

/** The brand colour as text and as a tint behind text, in one colour scheme. */
export interface BrandAccent {
  /** The colour for links and text in the brand colour: AA on the page, cards and the tint. */
  text: string;
  /** A quiet background in the brand colour (light buttons, badges, notices). */
  tint: string;
}

/**
 * Where the brand colour is drawn as text or as a tint, per colour scheme:
 * the light scheme's tint is shade 1, the dark one's shade 9 darkened by
 * half (as Mantine tints light variants), and the text is the colour moved
 * just far enough to reach AA on each surface and on the tint. A hovered
 * button keeps its text readable too. The app's
 * theme and the sign-in page both take their accents from here.
 */
export function brandAccents(shades: readonly string[]): {
  light: BrandAccent;
  dark: BrandAccent;
  /** A hovered fill: one shade further from its text (darker under white text, lighter under black). */
  fillHover: string;
} {
  const rgbOf = (hex: string | undefined) =>
    parseHexColor(hex ?? '') ?? { r: 0, g: 0, b: 0 };
  const color = rgbOf(shades[6]);
  const darkest = rgbOf(shades[9]);
  const lightTint = toHexColor(rgbOf(shades[1]));
  const darkTint = toHexColor({
    r: Math.round(darkest.r / 2),
    g: Math.round(darkest.g / 2),
    b: Math.round(darkest.b / 2),
  });
  const readableOnAll = (backgrounds: readonly string[]) =>
    backgrounds.reduce(
      (text, background) =>
        toHexColor(rgbOf(readableOn(rgbOf(text), rgbOf(background)))),
      toHexColor(color),
    );
  return {
    light: {
      text: readableOnAll([...LIGHT_SURFACES, lightTint]),
      tint: lightTint,
    },
    dark: {
      text: readableOnAll([...DARK_SURFACES, darkTint]),
      tint: darkTint,
    },
    fillHover: toHexColor(
      rgbOf(shades[pickTextColor(color) === LIGHT_TEXT ? 7 : 5]),
    ),
  };
}
