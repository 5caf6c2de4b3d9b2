import type { MantineColorSchemeManager } from '@mantine/core';

import { readColorScheme, saveColorScheme } from '@/utils/color-scheme';

/**
 * Mantine's colour scheme kept in the `colorScheme` cookie rather than local
 * storage, so the server can render the page in the right scheme.
 */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  return {
    get: () => readColorScheme(),
    set: (value) => saveColorScheme(value, { setAttribute: false }),
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => saveColorScheme('auto', { setAttribute: false }),
  };
}
