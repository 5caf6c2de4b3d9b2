import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { brandImages, RASTER_LOGO_HEIGHT } from './brand-images.js';
import { loadBrand, pngSize } from './brand-settings.js';

const dir = mkdtempSync(path.join(tmpdir(), 'brand-images-'));

/** A square PNG of one colour. */
function solidPng(size: number, [r, g, b]: [number, number, number]): string {
  const image = new PNG({ width: size, height: size });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = r;
    image.data[i + 1] = g;
    image.data[i + 2] = b;
    image.data[i + 3] = 255;
  }
  const file = path.join(dir, `solid-${size}.png`);
  writeFileSync(file, PNG.sync.write(image));
  return file;
}

function pixel(body: Buffer, x: number, y: number): number[] {
  const image = PNG.sync.read(body);
  const at = (y * image.width + x) * 4;
  return [...image.data.subarray(at, at + 4)];
}

describe('brand images', () => {
  it('make square icons of any size from the brand icon', async () => {
    const images = brandImages(
      loadBrand({ BRAND_ICON: solidPng(600, [200, 30, 40]) }),
    );
    for (const size of [180, 192, 512]) {
      expect(pngSize(await images.icon(size))).toEqual({
        width: size,
        height: size,
      });
    }
    expect(pixel(await images.icon(192), 96, 96)).toEqual([200, 30, 40, 255]);
  });

  it('pad the maskable icon to its safe zone on the brand colour', async () => {
    const images = brandImages(
      loadBrand({
        BRAND_ICON: solidPng(512, [255, 255, 255]),
        BRAND_COLOR: '#0b6e4f',
      }),
    );
    const icon = await images.icon(512, { maskable: true });
    expect(pngSize(icon)).toEqual({ width: 512, height: 512 });
    expect(pixel(icon, 5, 5).slice(0, 3)).toEqual([0x0b, 0x6e, 0x4f]);
    expect(pixel(icon, 256, 256).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('draw the built-in mark without a brand icon', async () => {
    const icon = await brandImages(loadBrand({})).icon(192);
    expect(pngSize(icon)).toEqual({ width: 192, height: 192 });
    // The blue of the mark at its edge, the white play sign in its middle.
    expect(pixel(icon, 20, 96).slice(0, 3)).toEqual([0x1c, 0x4f, 0xd6]);
  });

  it('turn an SVG logo into a PNG for mails and PDFs, once', async () => {
    const images = brandImages(loadBrand({ BRAND_DEMO: '1' }));
    const logo = await images.logoPng();
    expect(logo?.height).toBe(RASTER_LOGO_HEIGHT);
    expect(logo && pngSize(logo.body)).toEqual({
      width: logo?.width,
      height: RASTER_LOGO_HEIGHT,
    });
    expect(await images.logoPng()).toBe(logo);
    expect(await brandImages(loadBrand({})).logoPng()).toBeNull();
  });
});
