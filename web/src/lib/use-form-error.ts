import type { ErrorCode } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ApiError, errorKey } from './api-client';
import type { ClientErrorCode } from './api-client';

/**
 * A form's own wording for some failures: the catalog key per error code,
 * e.g. `{ RATE_LIMITED: 'subscriptions.limitReached' }`.
 */
export type FormErrorOverrides = Partial<
  Record<ErrorCode | ClientErrorCode, string>
>;

/**
 * The one mapping from a failed submission to the message a form's banner
 * shows: the form's own key when its table names the error code, else the
 * app-wide message of the code (`errors.<CODE>`). Null when nothing failed.
 */
export function useFormError(
  overrides: FormErrorOverrides = {},
): (error: unknown) => string | null {
  const { t } = useTranslation();
  return (error) => {
    if (error === null || error === undefined) {
      return null;
    }
    const own = error instanceof ApiError ? overrides[error.code] : undefined;
    return t(own ?? errorKey(error));
  };
}
