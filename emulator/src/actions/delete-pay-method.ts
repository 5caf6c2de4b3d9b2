import { deletePayMethod as removePayMethod } from '../db/paymethods.js';

import { findClientPayMethod, isRefusal } from './pay-method-lookup.js';
import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * DeletePayMethod: deletes one of the client's stored pay methods (the
 * remote token too; the emulator's gateway never fails, so
 * `failonremotefailure` changes nothing). Refusals as in
 * `findClientPayMethod` (the docs' words). The next
 * method in order becomes the default.
 * @see https://developers.whmcs.com/api-reference/deletepaymethod/
 */
export function deletePayMethod(context: ActionContext): ActionReply {
  const found = findClientPayMethod(context);
  if (isRefusal(found)) {
    return found;
  }
  removePayMethod(context.db, found.id);
  return successReply({ paymethodid: found.id });
}
