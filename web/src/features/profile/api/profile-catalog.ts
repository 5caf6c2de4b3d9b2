import type { Locale } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';

import { useLocale } from '@/hooks/locale-context';

/** The page's texts per locale, a chunk each (see web/vite.config.ts). */
const catalogs = import.meta.glob<Record<string, unknown>>(
  '../../../locales/*/profile.json',
  { import: 'default' },
);

async function loadProfileTexts(locale: Locale): Promise<true> {
  const load = catalogs[`../../../locales/${locale}/profile.json`];
  if (!load) {
    throw new Error(`no profile texts for ${locale}`);
  }
  i18next.addResourceBundle(
    locale,
    'translation',
    { profile: await load() },
    true,
    true,
  );
  return true;
}

const profileTextsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'profile', locale],
    queryFn: () => loadProfileTexts(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The page's texts in the page's language: loaded, failed, or on their way. */
export function useProfileCatalog() {
  return useQuery(profileTextsQueryOptions(useLocale()));
}
