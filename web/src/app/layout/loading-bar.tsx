import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsScreenLoading } from '../route-loading';

/** The bar shows only for work that lasts longer than this (product rules: Limits). */
export const LOADING_BAR_THROTTLE_MS = 200;
/** The bar completes at the latest after this long (product rules: Limits). */
export const LOADING_BAR_DURATION_MS = 5000;

/** A thin progress bar at the top while pages or data load. */
export function LoadingBar() {
  const { t } = useTranslation();
  const isScreenLoading = useIsScreenLoading();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const isBusy = isScreenLoading || fetching + mutating > 0;

  useEffect(() => {
    if (!isBusy) {
      nprogress.complete();
      return;
    }
    const start = setTimeout(() => nprogress.start(), LOADING_BAR_THROTTLE_MS);
    const cap = setTimeout(() => nprogress.complete(), LOADING_BAR_DURATION_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(cap);
    };
  }, [isBusy]);

  return <NavigationProgress size={3} aria-label={t('common.loading')} />;
}
