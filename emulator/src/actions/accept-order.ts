import { prepare } from '../db/database.js';
import { acceptOrderRows } from '../orders.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * AcceptOrder: a Pending order `orderid` becomes Active with its Pending
 * services (the module's Create runs unless `autosetup` is false, which
 * here only leaves the line as it is).
 * @see https://developers.whmcs.com/api-reference/acceptorder/
 */
export function acceptOrder({ db, params }: ActionContext): ActionReply {
  const order = prepare<[number], { id: number }>(
    db,
    "SELECT id FROM orders WHERE id = ? AND status = 'Pending'",
  ).get(params.int('orderid') ?? 0);
  if (!order) {
    return errorReply('Order ID not found or Status not Pending');
  }
  acceptOrderRows(db, order.id);
  return successReply();
}
