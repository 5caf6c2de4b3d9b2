import { fromCents, isPayableInvoice, toCents } from '@members/contract';
import type { ApplyCreditResponse } from '@members/contract';

import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import type { ClientProfile } from '../../domain/client.js';
import { loadOwnInvoice, presentInvoice } from '../../domain/invoices.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { takeLock } from '../../stores/lock.js';
import { WhmcsError } from '../../whmcs/index.js';
import type { GetInvoiceReply } from '../../whmcs/index.js';

/** What applying credit needs. */
export type ApplyCreditDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores'
>;

const LOCK_MS = 30_000;

/**
 * WHMCS's refusals of ApplyCredit as our errors: the invoice or the credit
 * changed between our checks and the write (another tab, staff).
 * @see https://developers.whmcs.com/api-reference/applycredit/ (Error Responses)
 */
function toAppError(error: unknown): unknown {
  if (!(error instanceof WhmcsError)) {
    return error;
  }
  if (error.isNotFound()) {
    return new AppError('NOT_FOUND', 'Invoice not found');
  }
  if (error.matches('Invoice Not in Unpaid Status')) {
    return new AppError('INVOICE_NOT_PAYABLE', 'This invoice cannot be paid');
  }
  if (error.matches('Amount exceeds customer credit balance')) {
    return new AppError(
      'CREDIT_EXCEEDED',
      'The amount is more than the available credit',
    );
  }
  if (error.matches('Amount Exceeds Invoice Balance')) {
    return new AppError(
      'AMOUNT_ABOVE_BALANCE',
      'The amount is more than the invoice balance',
    );
  }
  return error;
}

/**
 * Refuses an amount of credit the invoice cannot take: an invoice that is not
 * Unpaid, more than the client's credit or more than the invoice's balance.
 */
function checkCreditable(
  invoice: GetInvoiceReply,
  profile: ClientProfile,
  amount: number,
): void {
  if (!isPayableInvoice(invoice)) {
    throw new AppError('INVOICE_NOT_PAYABLE', 'This invoice cannot be paid', {
      reason: invoice.status,
    });
  }
  if (amount > toCents(profile.credit)) {
    throw new AppError(
      'CREDIT_EXCEEDED',
      'The amount is more than the available credit',
    );
  }
  if (amount > toCents(invoice.balance)) {
    throw new AppError(
      'AMOUNT_ABOVE_BALANCE',
      'The amount is more than the invoice balance',
    );
  }
}

/**
 * Applies part or all of the client's account credit to one of their Unpaid
 * invoices (WHMCS's ApplyCredit). The amount is checked against what WHMCS
 * holds now (the client's credit and the invoice's balance), under a per-client
 * lock so two changes cannot both spend the same credit. The write is one
 * journal step: after a crash the invoice's credit is read back, and an
 * increase by the amount since the recorded value means WHMCS applied it
 * (docs/reliability.md). Answers the invoice as it is now and the credit left.
 */
export async function applyAccountCredit(
  deps: ApplyCreditDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'applyCredit'>, 'identity' | 'input' | 'journal'>,
): Promise<Omit<ApplyCreditResponse, 'error'>> {
  const { clientId } = identity;
  const unlock = await takeLock(
    deps.stores.tokens,
    `credit:lock:${clientId}`,
    LOCK_MS,
    journal.id,
  );
  if (!unlock) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'Credit is still being applied to an invoice',
    );
  }
  try {
    const [invoice, profile] = await Promise.all([
      loadOwnInvoice(deps, clientId, input.invoiceid),
      getClientProfile(deps, clientId),
    ]);
    const amount = toCents(input.amount);
    // A retry of a change whose write may have happened already finds less
    // credit and a lower balance: the first attempt passed these checks.
    if (!journal.isResuming) {
      checkCreditable(invoice, profile, amount);
    }
    let applied: string;
    try {
      applied = await journal.step('credit', {
        // The invoice's credit before the write: one more `amount` on it
        // afterwards means WHMCS applied it.
        before: () => invoice.credit,
        check: async (before) => {
          const now = await loadOwnInvoice(deps, clientId, invoice.invoiceid);
          return toCents(now.credit) - toCents(String(before)) >= amount
            ? fromCents(amount)
            : null;
        },
        write: async () => {
          const reply = await deps.whmcs.applyCredit({
            invoiceid: invoice.invoiceid,
            amount: fromCents(amount),
          });
          return reply.amount;
        },
      });
    } catch (error) {
      throw toAppError(error);
    }
    const [after, profileAfter] = await Promise.all([
      loadOwnInvoice(deps, clientId, invoice.invoiceid),
      getClientProfile(deps, clientId),
    ]);
    const currency = await getClientCurrency(deps, profileAfter);
    return {
      invoice: presentInvoice(after, currency),
      applied,
      credit: { amount: profileAfter.credit, currency },
    };
  } finally {
    await unlock();
  }
}
