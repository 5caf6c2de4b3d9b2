import { billingDay, hasEnded } from '@members/contract';
import type { WithdrawResponse } from '@members/contract';

import { confirmReceipt } from '../../domain/declaration-mail.js';
import { declareSignedIn } from '../../domain/declaration-writes.js';
import type { StaffTicket } from '../../domain/declaration-writes.js';
import {
  contractName,
  declarationText,
  loadOwnService,
  pdfLinkOf,
  referenceOf,
} from '../../domain/declarations.js';
import type { Identity, RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import type {
  StoredDeclaration,
  StoredWithdrawal,
} from '../../stores/types.js';
import type { WhmcsOrder, WhmcsService } from '../../whmcs/index.js';

import {
  answerFor,
  asWithdrawal,
  loadOrderOf,
  periodOf,
} from './withdrawal-shared.js';
import type { WithdrawalDeps, WithdrawalPeriod } from './withdrawal-shared.js';

/** The key a signed-in client's withdrawal from one line is claimed under. */
function serviceKey(clientId: number, serviceId: number): string {
  return `withdraw:${clientId}:${serviceId}`;
}

/** The `pending` record of a signed-in withdrawal, before WHMCS has it. */
function pendingRecord(
  call: RouteCall<'withdraw'>,
  reference: string,
  receivedAt: number,
  service: WhmcsService,
  period: WithdrawalPeriod,
): StoredWithdrawal {
  const { input, locale } = call;
  return {
    reference,
    declaration: 'withdrawal',
    receipt: {
      reference,
      receivedAt: new Date(receivedAt).toISOString(),
      name: input.name,
      email: input.email,
      contract: contractName(service),
      serviceid: service.id,
      reason: input.reason,
      ...period,
    },
    locale,
    clientId: service.clientid,
    serviceRef: null,
    state: 'pending',
    // Every withdrawal: billing staff refund (WHMCS has no refund API for
    // clients) and, for a late one, check the period.
    needsStaffTicket: true,
    ticketId: null,
    isAttemptOver: false,
  };
}

/**
 * What billing staff refund: the invoice of the order the line came from
 * (GetOrders), the first and, within 14 days, the only one the line has.
 */
function invoicesToRefund(order: WhmcsOrder | null): string {
  if (!order || order.invoiceid === 0) {
    return "Invoices to refund: no order invoice found for the line; check the line's invoices in WHMCS.";
  }
  const status = order.paymentstatus ? `, ${order.paymentstatus}` : '';
  return `Invoice to refund: #${order.invoiceid} (the invoice of order #${order.id}, ${order.ordernum}${status}, read from GetOrders); refund what was paid on it and on any later invoice of the line.`;
}

/**
 * The billing ticket of a signed-in withdrawal, naming the invoices to
 * refund; a late one (or one whose order date is unknown) asks staff to
 * check the period first: WHMCS got no cancellation request for it.
 */
function billingTicketOf(
  deps: WithdrawalDeps,
  stored: StoredDeclaration,
  service: WhmcsService,
  order: WhmcsOrder | null,
): Promise<StaffTicket> {
  const { receipt } = asWithdrawal(stored);
  const isLate = receipt.withinPeriod !== true;
  return Promise.resolve({
    deptid: deps.config.withdrawal.departmentId,
    subject: isLate
      ? `Withdrawal ${stored.reference} (late: staff check the period)`
      : `Withdrawal ${stored.reference}: refund`,
    message: [
      isLate
        ? `The customer withdrew from service #${service.id} after the 14-day period as we count it (ordered on ${String(receipt.orderedOn)}, period until ${String(receipt.withdrawUntil)}). WHMCS got no cancellation request: check the period (it is longer where the customer was not told of the right), then end the line and refund, or answer the customer.`
        : `The customer withdrew from service #${service.id} within the 14-day period (§ 356a BGB). WHMCS has an immediate cancellation request for it. Refund without undue delay, at the latest within 14 days of receipt.`,
      invoicesToRefund(order),
      '',
      declarationText(stored),
    ].join('\n'),
  });
}

/** A signed-in customer's withdrawal from one of their own lines. */
export async function withdrawSignedIn(
  deps: WithdrawalDeps,
  identity: Identity,
  call: RouteCall<'withdraw'>,
  serviceId: number,
): Promise<Omit<WithdrawResponse, 'error'>> {
  const { journal, meta } = call;
  const { clientId } = identity;
  const service = await loadOwnService(deps, clientId, serviceId);
  const receivedAt = deps.now();
  const order = await loadOrderOf(deps, service);
  const period = periodOf(
    service,
    order,
    billingDay(receivedAt, deps.config.billingTimeZone),
  );
  const reference = await referenceOf(deps, journal, 'withdrawal');
  const { record, repeated, isNew } = await declareSignedIn(deps, journal, {
    reference,
    claimKey: serviceKey(clientId, serviceId),
    refuse: () =>
      hasEnded(service.status)
        ? new AppError('NOT_CANCELLABLE', 'This line has ended already', {
            reason: service.status,
          })
        : null,
    build: () => pendingRecord(call, reference, receivedAt, service, period),
    staffTicketOf: (stored) => billingTicketOf(deps, stored, service, order),
  });
  if (isNew) {
    const pdfLink = await pdfLinkOf(deps, record);
    await journal.once('mail', async () => {
      confirmReceipt(deps, record, meta.origin, pdfLink);
    });
  }
  return answerFor(deps, record, repeated);
}
