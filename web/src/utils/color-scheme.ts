import { COLOR_SCHEMES, COOKIES } from '@members/contract';
import type { ColorSchemeChoice } from '@members/contract';

import { readCookie, writeCookie } from './cookies';

export { COLOR_SCHEMES };
export type { ColorSchemeChoice };

/** The cookie that remembers the colour scheme (the server reads it too). */
export const COLOR_SCHEME_COOKIE = COOKIES.colorScheme;

/** Whether a value is one of the colour scheme choices. */
export function isColorSchemeChoice(
  value: unknown,
): value is ColorSchemeChoice {
  return (COLOR_SCHEMES as readonly unknown[]).includes(value);
}

/** The remembered choice, `auto` when there is none. */
export function readColorScheme(): ColorSchemeChoice {
  const value = readCookie(COLOR_SCHEME_COOKIE);
  return isColorSchemeChoice(value) ? value : 'auto';
}

/**
 * Remembers a choice for a year and applies it to the page the way the
 * server renders it: `data-mantine-color-scheme` on `<html>` (none for
 * `auto`, where CSS or Mantine follow the system) and the `color-scheme`
 * meta tag.
 */
export function saveColorScheme(
  choice: ColorSchemeChoice,
  options: { setAttribute: boolean },
): void {
  writeCookie(COLOR_SCHEME_COOKIE, choice, 365);
  const root = document.documentElement;
  if (options.setAttribute) {
    if (choice === 'auto') {
      root.removeAttribute('data-mantine-color-scheme');
    } else {
      root.setAttribute('data-mantine-color-scheme', choice);
    }
  }
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', choice === 'auto' ? 'light dark' : choice);
}
