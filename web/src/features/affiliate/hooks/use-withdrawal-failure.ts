import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { FieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';

import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import {
  AMOUNT_ABOVE_BALANCE,
  WITHDRAWAL_FIELDS,
} from '../utils/withdrawal-draft';
import type { WithdrawalField } from '../utils/withdrawal-draft';

/**
 * How a refused withdrawal is shown: a sign-in asked again, the focus on the
 * field the server names (the balance reloaded when it was too low), or the
 * form's banner.
 */
export function useWithdrawalFailure() {
  const failureMessage = useFormError();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);

  function showFailure(error: unknown, form: FieldForm<WithdrawalField>) {
    if (error instanceof ApiError && error.code === 'REAUTH_REQUIRED') {
      setNeedsSignIn(true);
      return;
    }
    const fieldErrors = fieldErrorsOf(error, WITHDRAWAL_FIELDS);
    if (Object.keys(fieldErrors).length > 0) {
      form.focusFailure(error);
      if (fieldErrors.amount === AMOUNT_ABOVE_BALANCE) {
        void queryClient.invalidateQueries({
          queryKey: withdrawalsQueryOptions().queryKey,
        });
      }
      return;
    }
    setFormError(failureMessage(error));
  }

  return { formError, setFormError, needsSignIn, setNeedsSignIn, showFailure };
}
