import type { AllDataResponse, AllDataSection } from '@members/contract';
import { useTranslation } from 'react-i18next';

import type { AsyncState } from '@/components/ui/async-content';

import { useAllData } from './all-data';
import { errorKey } from './api-client';

/**
 * One section of the dashboard data as a section shows it: an error when
 * the whole query failed or when `errors` names the section, and retry
 * refetching the one shared query.
 */
export function useAllDataSection<T>(
  section: AllDataSection,
  select: (data: AllDataResponse) => T,
): AsyncState<T> {
  const { t } = useTranslation();
  const query = useAllData();
  const sectionCode = query.data?.errors[section];
  let errorMessage: string | null = null;
  if (query.isError) {
    errorMessage = t(errorKey(query.error));
  } else if (sectionCode) {
    errorMessage = t(`errors.${sectionCode}`);
  }
  return {
    data: query.data ? select(query.data) : undefined,
    isLoading: query.isPending,
    errorMessage,
    onRetry: () => {
      void query.refetch();
    },
    isRetrying: query.isFetching,
  };
}
