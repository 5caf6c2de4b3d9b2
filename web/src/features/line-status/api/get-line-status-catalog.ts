import type { Locale } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';

import { useLocale } from '@/hooks/locale-context';

/** The line status's texts per locale, a chunk each (see web/vite.config.ts). */
const catalogs = import.meta.glob<Record<string, unknown>>(
  '../../../locales/*/lineStatus.json',
  { import: 'default' },
);

async function loadLineStatusTexts(locale: Locale): Promise<true> {
  const load = catalogs[`../../../locales/${locale}/lineStatus.json`];
  if (!load) {
    throw new Error(`no line status texts for ${locale}`);
  }
  i18next.addResourceBundle(
    locale,
    'translation',
    { lineStatus: await load() },
    true,
    true,
  );
  return true;
}

const lineStatusTextsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'lineStatus', locale],
    queryFn: () => loadLineStatusTexts(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Whether the line status's texts of the page's language are loaded. */
export function useLineStatusCatalog(): boolean {
  return useQuery(lineStatusTextsQueryOptions(useLocale())).data === true;
}
