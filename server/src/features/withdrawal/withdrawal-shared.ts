import {
  isWithinWithdrawalPeriod,
  withdrawalDeadline,
} from '@members/contract';
import type { WithdrawResponse } from '@members/contract';

import { pdfLinkOf } from '../../domain/declarations.js';
import type { DeclarationDeps } from '../../domain/declarations.js';
import { AppError } from '../../lib/app-error.js';
import type {
  StoredDeclaration,
  StoredWithdrawal,
} from '../../stores/types.js';
import type { WhmcsOrder, WhmcsService } from '../../whmcs/index.js';

/** What the withdrawal use cases need. */
export type WithdrawalDeps = DeclarationDeps;

/**
 * The record as a withdrawal: references and claims of the two kinds never
 * meet, so anything else is a broken store.
 */
export function asWithdrawal(record: StoredDeclaration): StoredWithdrawal {
  if (record.declaration !== 'withdrawal') {
    throw new AppError('INTERNAL', 'A cancellation where a withdrawal was');
  }
  return record;
}

/** The answer of `withdraw` for a recorded declaration. */
export async function answerFor(
  deps: Pick<WithdrawalDeps, 'secret'>,
  record: StoredDeclaration,
  repeated: boolean,
): Promise<Omit<WithdrawResponse, 'error'>> {
  const { receipt } = asWithdrawal(record);
  return {
    reference: receipt.reference,
    receivedAt: receipt.receivedAt,
    receiptUrl: await pdfLinkOf(deps, record),
    receipt,
    repeated,
  };
}

/** A line's withdrawal period as the form and the receipt show it. */
export interface WithdrawalPeriod {
  orderedOn: string | null;
  withdrawUntil: string | null;
  withinPeriod: boolean;
}

/**
 * The period of a line on `today` (the billing system's day): 14 days from
 * the order's date (GetOrders, by the service's `orderid`), else from the
 * service's registration date; unknown, it is not within (staff check it).
 */
export function periodOf(
  service: WhmcsService,
  order: WhmcsOrder | null,
  today: string,
): WithdrawalPeriod {
  const orderedOn = order?.date?.slice(0, 10) ?? service.regdate ?? null;
  if (orderedOn === null) {
    return { orderedOn: null, withdrawUntil: null, withinPeriod: false };
  }
  return {
    orderedOn,
    withdrawUntil: withdrawalDeadline(orderedOn),
    withinPeriod: isWithinWithdrawalPeriod(orderedOn, today),
  };
}

/** The order a service came from (GetOrders by its `orderid`), if WHMCS has it. */
export async function loadOrderOf(
  deps: Pick<WithdrawalDeps, 'whmcs'>,
  service: WhmcsService,
): Promise<WhmcsOrder | null> {
  if (service.orderid === 0) {
    return null;
  }
  const reply = await deps.whmcs.getOrders({ id: service.orderid });
  return (
    reply.orders.find(
      (order) =>
        order.id === service.orderid && order.userid === service.clientid,
    ) ?? null
  );
}
