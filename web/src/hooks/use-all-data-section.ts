import type { AllDataResponse, AllDataSection } from '@members/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { AsyncState } from '@/components/ui/async-content';
import { errorKey } from '@/lib/api-client';
import { useAllData } from '@/stores/all-data';

/** The all-data query as `useAllData` gives it. */
export type AllDataQuery = ReturnType<typeof useAllData>;

/**
 * One section of the dashboard data as a section shows it: an error when
 * the whole query failed or when `errors` names the section, and retry
 * refetching the one shared query.
 */
export function allDataSection<S extends AllDataSection>(
  query: AllDataQuery,
  section: S,
  t: TFunction,
): AsyncState<AllDataResponse[S]> {
  const sectionCode = query.data?.errors[section];
  let errorMessage: string | null = null;
  if (query.isError) {
    errorMessage = t(errorKey(query.error));
  } else if (sectionCode) {
    errorMessage = t(`errors.${sectionCode}`);
  }
  return {
    data: query.data?.[section],
    isLoading: query.isPending,
    errorMessage,
    onRetry: () => {
      void query.refetch();
    },
    isRetrying: query.isFetching,
  };
}

/** {@link allDataSection} of the current all-data query. */
export function useAllDataSection<S extends AllDataSection>(
  section: S,
): AsyncState<AllDataResponse[S]> {
  const { t } = useTranslation();
  return allDataSection(useAllData(), section, t);
}
