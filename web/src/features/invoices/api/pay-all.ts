import type { PayAllResponse } from '@members/contract';
import { toCents } from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { openPaymentPage } from '../utils/open-payment-page';

/** A single-sign-on link to WHMCS's page paying every Unpaid invoice at once (valid 60 s). */
export function payAll() {
  return call('payAll', {});
}

/** What the Pay all button showed the customer: how many invoices, and their total. */
export interface PayAllShown {
  count: number;
  total: string;
}

/**
 * The server's mass payment covers other invoices than the button showed
 * (one was added or paid meanwhile): the customer has not agreed to that
 * amount, so they are not sent to pay it.
 */
export class DueChangedError extends Error {
  constructor(readonly answer: PayAllResponse) {
    super('What is due changed since the button was shown');
    this.name = 'DueChangedError';
  }
}

/** Whether the answer pays exactly what the button showed. */
function paysWhatWasShown(answer: PayAllResponse, shown: PayAllShown) {
  return (
    answer.count === shown.count &&
    toCents(answer.total) === toCents(shown.total)
  );
}

/**
 * Pay all: asks for the mass payment link and leaves for it when it pays
 * what the button showed. When it would pay something else, or nothing is
 * due any more, the dashboard is refetched so the button shows what is due.
 */
export function usePayAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shown: PayAllShown) => {
      const answer = await payAll();
      if (!paysWhatWasShown(answer, shown)) {
        throw new DueChangedError(answer);
      }
      return answer;
    },
    onSuccess: ({ link }) => {
      openPaymentPage(link);
    },
    onError: async (error) => {
      if (
        error instanceof DueChangedError ||
        (error instanceof ApiError && error.code === 'NOTHING_TO_PAY')
      ) {
        await queryClient.invalidateQueries({
          queryKey: allDataQueryOptions().queryKey,
        });
      }
    },
  });
}
