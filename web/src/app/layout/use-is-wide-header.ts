import { useMediaQuery } from '@mantine/hooks';

/**
 * From 900 px the header shows its links and the account menu; below, a
 * menu button and its panel (header.module.css, `.desktopOnly` and
 * `.mobileOnly`).
 */
export const WIDE_HEADER_QUERY = '(min-width: 56.25em)';

/**
 * Whether the header is the wide one. The menu that is not shown loads
 * nothing: a phone never downloads the desktop account menu's items, nor a
 * desktop the phone's panel (until the window is resized to show it).
 */
export function useIsWideHeader(): boolean {
  return useMediaQuery(WIDE_HEADER_QUERY, false, {
    getInitialValueInEffect: false,
  });
}
