import type sharp from 'sharp';
import type { Sharp } from 'sharp';

import type { Brand } from './brand-settings.js';

type SharpModule = typeof sharp;

let sharpModule: Promise<SharpModule> | null = null;

/**
 * The image library (native libvips, tens of MiB resident) is loaded the
 * first time an image is made: most processes never make one, or only
 * once per size, as the images are kept.
 */
function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

/**
 * The built-in mark (the play button on blue) for a provider without an
 * icon: the same drawing as the app's favicon.
 */
export const DEFAULT_ICON_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1c4fd6"/><path d="M11 9.5v13l11-6.5z" fill="#fff"/></svg>',
);

/** Height of the logo drawn into mails and PDFs, in pixels (twice the shown height, for sharp screens). */
export const RASTER_LOGO_HEIGHT = 96;

/** Raster images made from the brand's files, each made once and kept. */
export interface BrandImages {
  /**
   * A square PNG icon `size` px wide, from `BRAND_ICON` or else the
   * built-in mark. `maskable` pads it to the safe zone (80 %) on the
   * brand colour, for launchers that cut icons to a circle.
   */
  icon(size: number, options?: { maskable?: boolean }): Promise<Buffer>;
  /**
   * The light-scheme logo as a PNG {@link RASTER_LOGO_HEIGHT} px high, for
   * mails and PDFs (which draw no SVG); null without a logo.
   */
  logoPng(): Promise<{ body: Buffer; width: number; height: number } | null>;
}

/** Rasterises an SVG sharply enough for the size asked; a PNG as it is. */
async function source(body: Buffer, isSvgFile: boolean): Promise<Sharp> {
  const load = await loadSharp();
  // librsvg draws the SVG: no script runs and nothing outside is fetched.
  return isSvgFile ? load(body, { density: 384 }) : load(body);
}

const made = new WeakMap<Brand, BrandImages>();

/** The brand's raster images; the same object for the same brand. */
export function brandImages(brand: Brand): BrandImages {
  const known = made.get(brand);
  if (known) {
    return known;
  }
  const icons = new Map<string, Promise<Buffer>>();
  let logo: ReturnType<BrandImages['logoPng']> | null = null;
  const background = brand.color?.value ?? '#1c4fd6';

  const images: BrandImages = {
    icon(size, options = {}) {
      const key = `${size}:${options.maskable ? 'm' : ''}`;
      let icon = icons.get(key);
      if (!icon) {
        const input = brand.icon
          ? source(brand.icon.body, false)
          : source(DEFAULT_ICON_SVG, true);
        if (options.maskable) {
          const inner = Math.round(size * 0.8);
          const pad = Math.floor((size - inner) / 2);
          icon = input.then((image) =>
            image
              .resize(inner, inner, { fit: 'contain', background })
              .extend({
                top: pad,
                left: pad,
                bottom: size - inner - pad,
                right: size - inner - pad,
                background,
              })
              .flatten({ background })
              .png()
              .toBuffer(),
          );
        } else {
          icon = input.then((image) =>
            image
              .resize(size, size, {
                fit: 'contain',
                background: { r: 0, g: 0, b: 0, alpha: 0 },
              })
              .png()
              .toBuffer(),
          );
        }
        icons.set(key, icon);
      }
      return icon;
    },
    logoPng() {
      if (!logo) {
        const file = brand.logo;
        logo = file
          ? source(file.body, file.contentType === 'image/svg+xml')
              .then((image) =>
                image
                  .resize({ height: RASTER_LOGO_HEIGHT })
                  .png()
                  .toBuffer({ resolveWithObject: true }),
              )
              .then(({ data, info }) => ({
                body: data,
                width: info.width,
                height: info.height,
              }))
          : Promise.resolve(null);
      }
      return logo;
    },
  };
  made.set(brand, images);
  return images;
}
