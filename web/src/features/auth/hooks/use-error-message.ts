import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, errorKey } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';
import { formatDuration } from '../utils/format-duration';

/** Turns a failed call into its translated message; a rate limit says how long to wait. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (error: unknown) => {
      if (
        error instanceof ApiError &&
        error.code === 'RATE_LIMITED' &&
        error.retryAfter
      ) {
        return t('login.errors.retryAfter', {
          duration: formatDuration(error.retryAfter, locale),
        });
      }
      return t(errorKey(error));
    },
    [t, locale],
  );
}
