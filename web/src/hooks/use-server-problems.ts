import { useState } from 'react';

import { fieldErrorsOf } from '@/hooks/use-form-error';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';

/**
 * A refused submission's issues on a form's fields, each forgotten once its
 * field is edited while the others stay.
 */
export function useServerProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
  overrides: FieldErrorOverrides<F> | undefined,
) {
  // The fields edited since the failure `error` was shown: its issue on them
  // is gone, while its issues on the other fields stay.
  const [edited, setEdited] = useState<{
    error: unknown;
    fields: ReadonlySet<F>;
  }>({ error, fields: new Set() });
  const serverProblems = fieldErrorsOf(error, fields, overrides);

  const forgetOn = (field: F) =>
    setEdited((current) => ({
      error,
      fields: new Set([
        ...(current.error === error ? current.fields : []),
        field,
      ]),
    }));

  const serverProblemOf = (field: F) =>
    edited.error === error && edited.fields.has(field)
      ? undefined
      : serverProblems[field];

  return {
    serverProblemOf,
    forgetOn,
    hasFieldError: fields.some((field) => serverProblems[field] !== undefined),
  };
}
