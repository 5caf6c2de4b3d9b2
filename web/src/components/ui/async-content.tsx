import { Box, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from './error-state';

/** What a section needs to know about the data it shows. */
export interface AsyncState<T> {
  data: T | undefined;
  isLoading: boolean;
  /** Translated message when the data could not be loaded. */
  errorMessage: string | null;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * Shows skeletons while loading, an error with retry when loading failed,
 * an empty state when there is nothing, else the content.
 */
export function AsyncContent<T>({
  state,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  state: AsyncState<T>;
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.errorMessage) {
    return (
      <ErrorState
        message={state.errorMessage}
        onRetry={state.onRetry}
        isRetrying={state.isRetrying}
      />
    );
  }
  if (state.isLoading || state.data === undefined) {
    return (
      <Box aria-busy="true" data-testid="loading">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        {skeleton}
      </Box>
    );
  }
  if (empty !== undefined && isEmpty?.(state.data)) {
    return empty;
  }
  return children(state.data);
}
