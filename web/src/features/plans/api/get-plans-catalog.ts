import type { Locale } from '@members/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';

import { useLocale } from '@/hooks/locale-context';

/** The plan change and order pages' texts per locale, a chunk each (see web/vite.config.ts). */
const catalogs = import.meta.glob<Record<string, unknown>>(
  '../../../locales/*/plans.json',
  { import: 'default' },
);

async function loadPlansTexts(locale: Locale): Promise<true> {
  const load = catalogs[`../../../locales/${locale}/plans.json`];
  if (!load) {
    throw new Error(`no plan texts for ${locale}`);
  }
  i18next.addResourceBundle(
    locale,
    'translation',
    { plans: await load() },
    true,
    true,
  );
  return true;
}

const plansTextsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalog', 'plans', locale],
    queryFn: () => loadPlansTexts(locale),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Whether the plan pages' texts of the page's language are loaded. */
export function usePlansCatalog(): boolean {
  return useQuery(plansTextsQueryOptions(useLocale())).data === true;
}
