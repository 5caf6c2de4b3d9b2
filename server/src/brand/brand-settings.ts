import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  BASE_PATH,
  parseHexColor,
  pickTextColor,
  shadeScale,
} from '@members/contract';

import { ConfigError } from '../config.js';
import { contentHash } from '../lib/crypto.js';

import { readLegal, readSetting, readSupport } from './brand-contacts.js';

/** Largest logo file (either scheme): a logo is a few kB of SVG or PNG. */
export const LOGO_MAX_BYTES = 100 * 1024;
/** Largest app icon file. */
export const ICON_MAX_BYTES = 1024 * 1024;
/** Smallest side of the app icon: installable apps need a 512 px icon. */
export const ICON_MIN_SIZE = 512;

/** A brand file served under a name that changes with its content. */
export interface BrandAsset {
  /** `logo-<hash>.svg`: served at `/dashboard/brand/<name>`, cached for ever. */
  name: string;
  contentType: 'image/svg+xml' | 'image/png';
  body: Buffer;
}

/** The provider's brand: name, colour, files, support contact, legal pages. */
export interface Brand {
  name: string;
  /** The primary colour `#rrggbb`, its ten shades and the text drawn on it; null keeps the built-in look. */
  color: { value: string; shades: string[]; text: string } | null;
  logo: BrandAsset | null;
  logoDark: BrandAsset | null;
  icon: BrandAsset | null;
  support: {
    email: string | null;
    phone: string | null;
    /** A `https://wa.me/<digits>` link. */
    whatsapp: string | null;
    /** A `https://t.me/<name>` link. */
    telegram: string | null;
  };
  legal: {
    imprint: string | null;
    privacy: string | null;
    terms: string | null;
  };
}

/** Reads a file; the default reads the disk. */
export type ReadFile = (file: string) => Buffer;

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

/** Width and height of a PNG from its IHDR chunk; null when it is no PNG. */
export function pngSize(
  body: Buffer,
): { width: number; height: number } | null {
  if (
    body.length < 24 ||
    !body.subarray(0, 8).equals(PNG_SIGNATURE) ||
    body.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    return null;
  }
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/**
 * Whether a file is an SVG document: its first element is `<svg` after an
 * optional byte order mark, XML declaration, comments and doctype.
 */
export function isSvg(body: Buffer): boolean {
  const head = body
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/.test(head);
}

function assetOf(
  stem: string,
  body: Buffer,
  contentType: BrandAsset['contentType'],
): BrandAsset {
  const hash = contentHash(body);
  const extension = contentType === 'image/png' ? 'png' : 'svg';
  return { name: `${stem}-${hash}.${extension}`, contentType, body };
}

/** The example brand's folder (`server/brand-demo`), the same from src and dist. */
export const DEMO_BRAND_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../brand-demo',
);

/**
 * The example brand `BRAND_DEMO=1` shows: a fictional provider with an
 * amber colour (light enough to carry black text), its own logos and icon,
 * a support contact on every channel and legal pages. A setting given
 * explicitly still wins.
 */
export const DEMO_BRAND: Readonly<Record<string, string>> = {
  PROVIDER_NAME: 'Aurora TV',
  BRAND_DIR: DEMO_BRAND_DIR,
  BRAND_COLOR: '#ffb000',
  SUPPORT_EMAIL: 'help@aurora-tv.example',
  SUPPORT_PHONE: '+49 30 1234567',
  SUPPORT_WHATSAPP: '+49 151 23456789',
  SUPPORT_TELEGRAM: '@auroratv_help',
  IMPRINT_URL: 'https://aurora-tv.example/imprint',
  PRIVACY_URL: 'https://aurora-tv.example/privacy',
  TERMS_URL: 'https://aurora-tv.example/terms',
};

/** The environment with the example brand under it when `BRAND_DEMO=1`. */
export function withDemoBrand(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.BRAND_DEMO?.trim() !== '1') {
    return env;
  }
  const merged: NodeJS.ProcessEnv = { ...DEMO_BRAND };
  for (const [name, value] of Object.entries(env)) {
    if (value?.trim() || !(name in DEMO_BRAND)) {
      merged[name] = value;
    }
  }
  return merged;
}

/** Reads a brand file into an asset, each problem with it going to `problems`. */
type AssetReader = (
  variable: string,
  file: string | null,
  stem: string,
  accepts: 'logo' | 'icon',
) => BrandAsset | null;

/** Creates the reader of the brand's files: a logo (SVG or PNG) or the square PNG icon. */
function assetReader(readFile: ReadFile, problems: string[]): AssetReader {
  return (variable, file, stem, accepts) => {
    if (!file) {
      return null;
    }
    let body: Buffer;
    try {
      body = readFile(file);
    } catch {
      problems.push(`${variable}: cannot read ${file}`);
      return null;
    }
    const max = accepts === 'logo' ? LOGO_MAX_BYTES : ICON_MAX_BYTES;
    if (body.length > max) {
      problems.push(
        `${variable}: ${file} is ${Math.ceil(body.length / 1024)} kB, more than the ${max / 1024} kB allowed`,
      );
      return null;
    }
    const size = pngSize(body);
    if (accepts === 'icon') {
      if (!size) {
        problems.push(`${variable}: ${file} is not a PNG image`);
        return null;
      }
      if (size.width !== size.height || size.width < ICON_MIN_SIZE) {
        problems.push(
          `${variable}: ${file} is ${size.width}×${size.height} px; the icon must be square and at least ${ICON_MIN_SIZE} px`,
        );
        return null;
      }
      return assetOf(stem, body, 'image/png');
    }
    if (size) {
      return assetOf(stem, body, 'image/png');
    }
    if (isSvg(body)) {
      return assetOf(stem, body, 'image/svg+xml');
    }
    problems.push(`${variable}: ${file} is neither an SVG nor a PNG image`);
    return null;
  };
}

/**
 * Reads the brand from the environment (and the files it names) once at
 * start. `BRAND_DIR` is a folder holding `logo.svg`/`logo.png`,
 * `logo-dark.svg`/`logo-dark.png` and `icon.png`; a variable naming a file
 * wins over the folder. Every bad value is listed in one {@link ConfigError}.
 */
export function loadBrand(
  env: NodeJS.ProcessEnv,
  readFile: ReadFile = (file) => readFileSync(file),
): Brand {
  env = withDemoBrand(env);
  const problems: string[] = [];
  const dir = readSetting(env, 'BRAND_DIR');
  if (dir && !existsSync(dir)) {
    problems.push(`BRAND_DIR: the folder ${dir} does not exist`);
  }
  const inDir = (...names: string[]) =>
    dir
      ? (names
          .map((name) => path.join(dir, name))
          .find((file) => existsSync(file)) ?? null)
      : null;
  const readAsset = assetReader(readFile, problems);

  const colorText = readSetting(env, 'BRAND_COLOR');
  const rgb = colorText ? parseHexColor(colorText) : null;
  if (colorText && !rgb) {
    problems.push(`BRAND_COLOR: must be a colour #rrggbb, got "${colorText}"`);
  }
  const support = readSupport(env, problems);

  const brand: Brand = {
    name: readSetting(env, 'PROVIDER_NAME') ?? 'StreamMax',
    color: rgb
      ? {
          value: colorText?.toLowerCase() ?? '',
          shades: shadeScale(rgb),
          text: pickTextColor(rgb),
        }
      : null,
    logo: readAsset(
      'BRAND_LOGO',
      readSetting(env, 'BRAND_LOGO') ?? inDir('logo.svg', 'logo.png'),
      'logo',
      'logo',
    ),
    logoDark: readAsset(
      'BRAND_LOGO_DARK',
      readSetting(env, 'BRAND_LOGO_DARK') ??
        inDir('logo-dark.svg', 'logo-dark.png'),
      'logo-dark',
      'logo',
    ),
    icon: readAsset(
      'BRAND_ICON',
      readSetting(env, 'BRAND_ICON') ?? inDir('icon.png'),
      'icon',
      'icon',
    ),
    support,
    legal: readLegal(env, problems),
  };
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  return brand;
}

/** The brand's files by served name. */
export function brandAssets(brand: Brand): Map<string, BrandAsset> {
  return new Map(
    [brand.logo, brand.logoDark, brand.icon]
      .filter((asset): asset is BrandAsset => asset !== null)
      .map((asset) => [asset.name, asset]),
  );
}

/** Where the brand's files are served; their names change with their content. */
export const BRAND_PATH = `${BASE_PATH}/brand`;

/** The address of a brand file, or null without one. */
export function brandAssetUrl(asset: { name: string } | null): string | null {
  return asset ? `${BRAND_PATH}/${asset.name}` : null;
}

/**
 * The favicon made from the brand icon (48 px, revalidated on each use): the
 * icon file itself may be up to 1 MB, too much for a tab's icon.
 */
export const BRAND_FAVICON_PATH = `${BASE_PATH}/icons/favicon.png`;

/** The favicon's side, in pixels (sharp at 16, 32 and 48 px). */
export const BRAND_FAVICON_SIZE = 48;
