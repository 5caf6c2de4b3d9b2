import { prepare } from '../db/database.js';
import { isCardType, setDefaultPayMethod } from '../db/paymethods.js';

import { findClientPayMethod, isRefusal } from './pay-method-lookup.js';
import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** `MMYY` as the list shows it, `MM/YY`; `undefined` when it is no month. */
function readExpiry(value: string): string | undefined {
  const match = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(value.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * UpdatePayMethod: changes a stored card's expiry, a bank account's bank
 * name or description, and with `set_as_default` makes the method the
 * client's default (first in GetPayMethods). Refusals as in
 * `findClientPayMethod` (the docs' words); a
 * `card_expiry` that is not `MMYY`: `Expiry Date is invalid`. Card numbers are
 * not stored by the emulator (a tokenising gateway keeps them).
 * @see https://developers.whmcs.com/api-reference/updatepaymethod/
 */
export function updatePayMethod(context: ActionContext): ActionReply {
  const found = findClientPayMethod(context);
  if (isRefusal(found)) {
    return found;
  }
  const { db, params, clock } = context;
  const now = clock.nowDateTime();
  const expiryParam = params.text('card_expiry');
  const expiry = expiryParam ? readExpiry(expiryParam) : undefined;
  if (expiryParam && (!expiry || !isCardType(found.type))) {
    return errorReply('Expiry Date is invalid');
  }
  const bankName = params.has('bank_name')
    ? params.text('bank_name')
    : found.bank_name;
  const description = params.has('description')
    ? params.text('description')
    : found.description;
  prepare<[string, string, string, string, number]>(
    db,
    `UPDATE paymethods SET expiry_date = ?, bank_name = ?, description = ?,
       last_updated = ? WHERE id = ?`,
  ).run(expiry ?? found.expiry_date, bankName, description, now, found.id);
  if (params.bool('set_as_default')) {
    setDefaultPayMethod(db, found, now);
  }
  return successReply({ paymethodid: found.id });
}
