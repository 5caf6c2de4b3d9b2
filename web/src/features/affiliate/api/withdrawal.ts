import type { WithdrawalRequest, WithdrawalsResponse } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { fieldErrorsOf } from '@/hooks/use-form-error';
import type { Keyed } from '@/hooks/use-form-submission';
import { call } from '@/lib/api-client';

import {
  AMOUNT_ABOVE_BALANCE,
  WITHDRAWAL_FIELDS,
} from '../utils/withdrawal-draft';

import { withdrawalsQueryOptions } from './get-withdrawals';

/** Asks for (part of) the affiliate balance to be paid out. */
export function withdrawal(body: WithdrawalRequest, idempotencyKey: string) {
  return call('withdrawal', body, { idempotencyKey });
}

/**
 * Sends a withdrawal request; the answer's refreshed list and balance
 * replace the cached ones. An amount refused as above the balance says the
 * balance moved on: it is read again.
 */
export function useWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<WithdrawalRequest>) =>
      withdrawal(body, idempotencyKey),
    onSuccess: (response) => {
      const { withdrawals, balance, available, currency } = response;
      queryClient.setQueryData<WithdrawalsResponse>(
        withdrawalsQueryOptions().queryKey,
        { withdrawals, balance, available, currency },
      );
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error, WITHDRAWAL_FIELDS);
      if (fieldErrors.amount === AMOUNT_ABOVE_BALANCE) {
        void queryClient.invalidateQueries({
          queryKey: withdrawalsQueryOptions().queryKey,
        });
      }
    },
  });
}
