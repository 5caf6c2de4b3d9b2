import type { Locale } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';

import { useLocale } from '@/hooks/locale-context';

import { currentLocale, onLocaleLoad } from './i18n';

/**
 * The catalog areas whose texts come with their screens, a chunk per locale
 * each (web/vite.config.ts names them), so the app's first view does not
 * carry them. Every other area is in the app's catalog (`catalogs.ts`). A
 * file named `<area>.<part>.json` holds more keys of `<area>`: the
 * subscription page's own texts are `subscriptions.*` and `lineStatus.*`
 * too, and the open-ticket page's channel report `tickets.*`.
 */
export const SCREEN_AREAS = [
  'subscriptions.details',
  'lineStatus.card',
  'affiliate',
  'withdrawal',
  'reseller',
  'cancel',
  'withdraw',
  'devices',
  'security',
  'privacy',
  'payment',
  'profile',
  'plans',
  'status',
  'funds',
  'emails',
  'connections',
  'channels',
  'tickets.report',
] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];

const areaFiles = import.meta.glob<Record<string, unknown>>(
  '../locales/*/{subscriptions.details,lineStatus.card,affiliate,withdrawal,reseller,cancel,withdraw,devices,security,privacy,payment,profile,plans,status,funds,emails,connections,channels,tickets.report}.json',
  { import: 'default' },
);

/** Loads under way or done, by `<locale>/<area>`; a failed one is dropped to be tried again. */
const loads = new Map<string, Promise<void>>();
/** The areas a screen has asked for: a change of language loads them too. */
const asked = new Set<ScreenArea>();

function loadArea(locale: Locale, area: ScreenArea): Promise<void> {
  const key = `${locale}/${area}`;
  let load = loads.get(key);
  if (!load) {
    const file = areaFiles[`../locales/${key}.json`];
    load = file
      ? file().then((texts) => {
          i18next.addResourceBundle(
            locale,
            'translation',
            { [area.split('.')[0] ?? area]: texts },
            true,
            true,
          );
        })
      : Promise.reject(new Error(`no ${area} texts for ${locale}`));
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

async function loadAreas(
  locale: Locale,
  areas: Iterable<ScreenArea>,
): Promise<void> {
  await Promise.all([...areas].map((area) => loadArea(locale, area)));
}

/**
 * Loads the texts of `areas` in `locale` (the current language by default)
 * into the catalog, once each. From then on, switching the language loads
 * them in the new language before the switch.
 */
export async function loadScreenTexts(
  areas: readonly ScreenArea[],
  locale: Locale = currentLocale(),
): Promise<void> {
  if (asked.size === 0) {
    onLocaleLoad((next) => loadAreas(next, asked));
  }
  areas.forEach((area) => asked.add(area));
  await loadAreas(locale, areas);
}

/** An area's texts in `locale` as a query: loaded once, kept for the page's life. */
export const screenTextsQueryOptions = (area: ScreenArea, locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', area, locale],
    queryFn: async () => {
      await loadScreenTexts([area], locale);
      return true as const;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * An area's texts in the page's language, for a part of a screen that
 * loads them itself: loaded (`data` is true), failed, or on their way.
 */
export function useScreenTexts(area: ScreenArea) {
  return useQuery(screenTextsQueryOptions(area, useLocale()));
}
