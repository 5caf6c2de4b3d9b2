import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { contrastRatio, parseHexColor } from '@members/contract';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../config.js';

import { brandAssets, isSvg, loadBrand, pngSize } from './brand-settings.js';

const dir = mkdtempSync(path.join(tmpdir(), 'brand-'));

function png(width: number, height: number): Buffer {
  return PNG.sync.write(new PNG({ width, height }));
}

function file(name: string, body: Buffer | string): string {
  const where = path.join(dir, name);
  writeFileSync(where, body);
  return where;
}

const SVG =
  '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="120" height="32"/></svg>';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadBrand(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
  return [];
}

describe('brand settings', () => {
  it('keep the built-in look without settings', () => {
    const brand = loadBrand({});
    expect(brand).toMatchObject({
      name: 'StreamMax',
      color: null,
      logo: null,
      logoDark: null,
      icon: null,
      support: { email: null, phone: null, whatsapp: null, telegram: null },
      legal: { imprint: null, privacy: null, terms: null },
    });
  });

  it('read every setting, with files served under names that change with them', () => {
    const brand = loadBrand({
      PROVIDER_NAME: 'Nordlicht TV',
      BRAND_COLOR: '#0B6E4F',
      BRAND_LOGO: file('logo.svg', SVG),
      BRAND_LOGO_DARK: file('logo-dark.png', png(240, 64)),
      BRAND_ICON: file('icon.png', png(512, 512)),
      SUPPORT_EMAIL: 'help@nordlicht.example',
      SUPPORT_PHONE: '+49 30 1234567',
      SUPPORT_WHATSAPP: '+49 151 2345678',
      SUPPORT_TELEGRAM: '@nordlicht_help',
      IMPRINT_URL: 'https://nordlicht.example/impressum',
      PRIVACY_URL: 'https://nordlicht.example/datenschutz',
      TERMS_URL: 'https://nordlicht.example/agb',
    });
    expect(brand.name).toBe('Nordlicht TV');
    expect(brand.color?.value).toBe('#0b6e4f');
    expect(brand.color?.shades).toHaveLength(10);
    expect(brand.logo?.contentType).toBe('image/svg+xml');
    expect(brand.logo?.name).toMatch(/^logo-[0-9a-f]{16}\.svg$/);
    expect(brand.logoDark?.name).toMatch(/^logo-dark-[0-9a-f]{16}\.png$/);
    expect(brand.icon?.contentType).toBe('image/png');
    expect(brand.support).toEqual({
      email: 'help@nordlicht.example',
      phone: '+49 30 1234567',
      whatsapp: 'https://wa.me/491512345678',
      telegram: 'https://t.me/nordlicht_help',
    });
    expect(brand.legal.imprint).toBe('https://nordlicht.example/impressum');
    expect([...brandAssets(brand).keys()]).toHaveLength(3);
  });

  it('pick readable text for a very light and a very dark colour', () => {
    for (const [color, text] of [
      ['#fdf6d8', '#000000'],
      ['#111827', '#ffffff'],
    ] as const) {
      const brand = loadBrand({ BRAND_COLOR: color });
      expect(brand.color?.text).toBe(text);
      const background = parseHexColor(color);
      const onIt = parseHexColor(text);
      if (!background || !onIt) {
        throw new Error('colour');
      }
      expect(contrastRatio(background, onIt)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('take the files of a brand folder; a variable wins over it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'brand-dir-'));
    writeFileSync(path.join(folder, 'logo.png'), png(200, 50));
    writeFileSync(path.join(folder, 'icon.png'), png(1024, 1024));
    const brand = loadBrand({ BRAND_DIR: folder });
    expect(brand.logo?.contentType).toBe('image/png');
    expect(brand.icon?.name).toMatch(/^icon-/);
    const overridden = loadBrand({
      BRAND_DIR: folder,
      BRAND_LOGO: file('other.svg', SVG),
    });
    expect(overridden.logo?.contentType).toBe('image/svg+xml');
  });

  it('stop the start naming every bad value', () => {
    const problems = problemsOf({
      BRAND_COLOR: 'blue',
      BRAND_LOGO: path.join(dir, 'missing.svg'),
      BRAND_LOGO_DARK: file('big.svg', `<svg>${' '.repeat(101 * 1024)}</svg>`),
      BRAND_ICON: file('small.png', png(256, 256)),
      SUPPORT_EMAIL: 'not-an-address',
      SUPPORT_PHONE: 'call us',
      SUPPORT_TELEGRAM: 'a b',
      IMPRINT_URL: 'http://nordlicht.example/impressum',
      PRIVACY_URL: 'javascript:alert(1)',
      TERMS_URL: 'https://user:pw@nordlicht.example/agb',
      BRAND_DIR: path.join(dir, 'no-such-folder'),
    });
    const named = problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(
      [
        'BRAND_COLOR',
        'BRAND_DIR',
        'BRAND_ICON',
        'BRAND_LOGO',
        'BRAND_LOGO_DARK',
        'IMPRINT_URL',
        'PRIVACY_URL',
        'SUPPORT_EMAIL',
        'SUPPORT_PHONE',
        'SUPPORT_TELEGRAM',
        'TERMS_URL',
      ].sort(),
    );
    expect(problems.join('\n')).toMatch(/more than the 100 kB allowed/);
    expect(problems.join('\n')).toMatch(/256×256 px/);
  });

  it('refuse a logo that is neither SVG nor PNG, and an icon that is not square', () => {
    expect(
      problemsOf({ BRAND_LOGO: file('logo.html', '<html><script></script>') }),
    ).toEqual([expect.stringMatching(/neither an SVG nor a PNG/)]);
    expect(
      problemsOf({ BRAND_ICON: file('wide.png', png(1024, 512)) }),
    ).toEqual([expect.stringMatching(/must be square/)]);
    expect(problemsOf({ BRAND_ICON: file('icon.svg', SVG) })).toEqual([
      expect.stringMatching(/not a PNG/),
    ]);
  });

  it('recognise SVG and PNG by their content', () => {
    expect(isSvg(Buffer.from(SVG))).toBe(true);
    expect(isSvg(Buffer.from('\uFEFF<svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(isSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(pngSize(png(3, 2))).toEqual({ width: 3, height: 2 });
    expect(pngSize(Buffer.from(SVG))).toBeNull();
  });

  it('BRAND_DEMO=1 shows the example brand, and a setting given still wins', () => {
    const demo = loadBrand({ BRAND_DEMO: '1', BRAND_LOGO: '' });
    expect(demo.name).toBe('Aurora TV');
    expect(demo.color).toMatchObject({ value: '#ffb000', text: '#000000' });
    expect(demo.logo?.contentType).toBe('image/svg+xml');
    expect(demo.logoDark?.contentType).toBe('image/svg+xml');
    expect(demo.icon && pngSize(demo.icon.body)).toEqual({
      width: 512,
      height: 512,
    });
    expect(demo.support.telegram).toBe('https://t.me/auroratv_help');
    expect(demo.legal.imprint).toBe('https://aurora-tv.example/imprint');

    const own = loadBrand({
      BRAND_DEMO: '1',
      PROVIDER_NAME: 'Nordlicht TV',
      BRAND_COLOR: '#0b6e4f',
    });
    expect(own.name).toBe('Nordlicht TV');
    expect(own.color?.value).toBe('#0b6e4f');
    expect(own.logo).not.toBeNull();
    expect(loadBrand({ BRAND_DEMO: '0' }).name).toBe('StreamMax');
  });
});
