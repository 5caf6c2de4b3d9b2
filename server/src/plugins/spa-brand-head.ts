import { BASE_PATH, BRAND_LOGO_META, brandAccents } from '@members/contract';

import { brandAssetUrl, BRAND_FAVICON_PATH } from '../brand/brand-settings.js';
import type { Brand } from '../brand/brand-settings.js';

import { escapeHtml } from './spa-html.js';

/** The built-in blue of the favicon and the browser's bar, without a brand colour. */
export const DEFAULT_THEME_COLOR = '#1c4fd6';

/**
 * What the brand puts in a page's head, in place of the built-in favicon
 * link: the favicon (the brand icon, else the built-in mark), the colour
 * of the browser's bar, and on the sign-in page the addresses of its
 * logos and its colours as the CSS variables `login.css` reads (the fill
 * of buttons and its text, the readable link colour and the tint of each
 * scheme; `brandAccents`, as the app's theme). Every value is a colour
 * computed from the validated #rrggbb or a hashed brand file address.
 */
export function brandHead(brand: Brand, page: 'index' | 'login'): string {
  const favicon = brand.icon
    ? `<link rel="icon" type="image/png" href="${BRAND_FAVICON_PATH}">`
    : `<link rel="icon" type="image/svg+xml" href="${BASE_PATH}/favicon.svg">`;
  const themeColor = `<meta name="theme-color" content="${brand.color?.value ?? DEFAULT_THEME_COLOR}">`;
  if (page !== 'login') {
    return `${favicon}${themeColor}`;
  }
  const logos = (['light', 'dark'] as const)
    .map((scheme) => {
      const url = brandAssetUrl(
        scheme === 'light' ? brand.logo : brand.logoDark,
      );
      return url
        ? `<meta name="${BRAND_LOGO_META[scheme]}" content="${escapeHtml(url)}">`
        : '';
    })
    .join('');
  let style = '';
  if (brand.color) {
    const { value, shades, text } = brand.color;
    const { light, dark, fillHover } = brandAccents(shades);
    const variables = {
      '--theme-fill': value,
      '--theme-fill-hover': fillHover,
      '--theme-fill-text': text,
      '--theme-link': light.text,
      '--theme-link-dark': dark.text,
      '--theme-tint': shades[0] ?? light.tint,
      '--theme-tint-dark': dark.tint,
    };
    style = `<style>:root{${Object.entries(variables)
      .map(([name, color]) => `${name}:${escapeHtml(color)}`)
      .join(';')}}</style>`;
  }
  return `${favicon}${themeColor}${logos}${style}`;
}
