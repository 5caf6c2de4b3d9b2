import type {
  AllDataResponse,
  ApplyCreditRequest,
  ApplyCreditResponse,
  Invoice,
  InvoiceSummary,
} from '@members/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import type { Keyed } from '@/hooks/use-form-submission';
import { ApiError, call } from '@/lib/api-client';
import { allDataQueryOptions } from '@/stores/all-data';

import { invoiceQueryOptions } from './get-invoice';

/** Applies some of the customer's account credit to an Unpaid invoice. */
export function applyCredit(body: ApplyCreditRequest, idempotencyKey: string) {
  return call('applyCredit', body, { idempotencyKey });
}

function toSummary(invoice: Invoice): InvoiceSummary {
  const {
    balance: _balance,
    taxrate: _taxrate,
    taxrate2: _taxrate2,
    items: _items,
    transactions: _transactions,
    ...summary
  } = invoice;
  return summary;
}

/** Puts the answer's invoice and credit where every screen reads them. */
function storeAnswer(queryClient: QueryClient, answer: ApplyCreditResponse) {
  const { invoice, credit } = answer;
  queryClient.setQueryData(
    invoiceQueryOptions(invoice.invoiceid).queryKey,
    invoice,
  );
  queryClient.setQueryData<AllDataResponse>(
    allDataQueryOptions().queryKey,
    (current) =>
      current && {
        ...current,
        credit,
        invoicesData: current.invoicesData.map((entry) =>
          entry.invoiceid === invoice.invoiceid ? toSummary(invoice) : entry,
        ),
      },
  );
}

/** Codes after which what the page shows (credit, balance, status) is stale. */
const STALE_CODES = new Set([
  'CREDIT_EXCEEDED',
  'AMOUNT_ABOVE_BALANCE',
  'INVOICE_NOT_PAYABLE',
]);

/** The apply-credit change, as its card keeps it. */
export type ApplyCreditMutation = ReturnType<typeof useApplyCredit>;

/**
 * Applies credit; the answer's invoice and remaining credit replace the
 * cached ones, so the page updates without a reload. A refusal because the
 * credit or the invoice changed meanwhile refetches both.
 */
export function useApplyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ApplyCreditRequest>) =>
      applyCredit(body, idempotencyKey),
    onSuccess: (answer) => storeAnswer(queryClient, answer),
    onError: async (error, { body }) => {
      if (error instanceof ApiError && STALE_CODES.has(error.code)) {
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: invoiceQueryOptions(body.invoiceid).queryKey,
          }),
          queryClient.invalidateQueries({
            queryKey: allDataQueryOptions().queryKey,
          }),
        ]);
      }
    },
  });
}
