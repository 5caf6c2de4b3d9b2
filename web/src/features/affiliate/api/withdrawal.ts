import type { WithdrawalRequest, WithdrawalsResponse } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { withdrawalsQueryOptions } from './get-withdrawals';

/** Asks for (part of) the affiliate balance to be paid out. */
export function withdrawal(body: WithdrawalRequest, idempotencyKey: string) {
  return call('withdrawal', body, { idempotencyKey });
}

/**
 * Sends a withdrawal request; the answer's refreshed list and balance
 * replace the cached ones.
 */
export function useWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: WithdrawalRequest;
      idempotencyKey: string;
    }) => withdrawal(body, idempotencyKey),
    onSuccess: (response) => {
      const { withdrawals, balance, available, currency } = response;
      queryClient.setQueryData<WithdrawalsResponse>(
        withdrawalsQueryOptions().queryKey,
        { withdrawals, balance, available, currency },
      );
    },
  });
}
