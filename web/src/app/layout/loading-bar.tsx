import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { useIsScreenLoading } from '../route-loading';

import { useIsBarFetching } from './use-is-bar-fetching';

/** The bar shows only for work that lasts longer than this (product rules: Limits). */
export const LOADING_BAR_THROTTLE_MS = 200;
/** The bar completes at the latest after this long (product rules: Limits). */
export const LOADING_BAR_DURATION_MS = 5000;

/**
 * A thin progress bar at the top while pages or data load, but for the
 * data of a section that shows its own loading (the channel list). The bar (a
 * portal) mounts the first time work lasts long enough to show it: a
 * portal that mounts with the first view updates it at once, and React
 * then renders again and runs every effect of the first view inside the
 * same task, the longest of a phone's page load.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const isScreenLoading = useIsScreenLoading();
  const isFetching = useIsBarFetching();
  const mutating = useIsMutating();
  const isBusy = isScreenLoading || isFetching || mutating > 0;
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    if (!isBusy) {
      nprogress.complete();
      return;
    }
    const start = setTimeout(() => {
      // The bar sets its store up as it mounts: it mounts, then it starts.
      flushSync(() => setShown(true));
      nprogress.start();
    }, LOADING_BAR_THROTTLE_MS);
    const cap = setTimeout(() => nprogress.complete(), LOADING_BAR_DURATION_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(cap);
    };
  }, [isBusy]);

  return isShown ? (
    <NavigationProgress size={3} aria-label={t('common.loading')} />
  ) : null;
}
