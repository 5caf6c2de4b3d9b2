import type { ErrorCode } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ApiError, errorKey } from '@/lib/api-client';
import type { ClientErrorCode } from '@/lib/api-client';

/**
 * A form's own wording for some failures: the catalog key per error code,
 * e.g. `{ RATE_LIMITED: 'subscriptions.limitReached' }`.
 */
export type FormErrorOverrides = Partial<
  Record<ErrorCode | ClientErrorCode, string>
>;

/**
 * A form's own field errors for some failures: per error code, the message
 * code each field shows, e.g.
 * `{ PAYLOAD_TOO_LARGE: { attachments: 'payload_too_large' } }`. A code the
 * table names is taken as is, VALIDATION included (its issues are then not read).
 */
export type FieldErrorOverrides<F extends string> = Partial<
  Record<ErrorCode | ClientErrorCode, Partial<Record<F, string>>>
>;

/**
 * The one mapping from a failed submission to a form's field errors: the
 * message code per field, which the form translates. The form's table wins
 * for the codes it names; else a refused change (VALIDATION) gives the first
 * issue code per known field. Empty for any other failure, which the form
 * shows in its banner (`useFormError`).
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  overrides: FieldErrorOverrides<F> = {},
): Partial<Record<F, string>> {
  const codes: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) {
    return codes;
  }
  const own = overrides[error.code];
  if (own) {
    return { ...own };
  }
  if (error.code !== 'VALIDATION') {
    return codes;
  }
  for (const issue of error.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (field !== undefined) {
      codes[field] ??= issue.code;
    }
  }
  return codes;
}

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
