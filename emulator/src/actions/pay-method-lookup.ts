import { getClient } from '../db/clients.js';
import { getPayMethod, type PayMethodRow } from '../db/paymethods.js';

import { errorReply, type ActionContext, type ActionReply } from './types.js';

/**
 * The pay method an UpdatePayMethod or DeletePayMethod call names, or
 * WHMCS's refusal: `Invalid Client ID` for an unknown client, `Invalid Pay
 * Method ID` for a method that is not that client's (WHMCS looks the method
 * up among the client's own).
 */
export function findClientPayMethod({
  db,
  params,
}: ActionContext): PayMethodRow | ActionReply {
  const clientId = params.int('clientid') ?? 0;
  if (clientId <= 0 || !getClient(db, clientId)) {
    return errorReply('Invalid Client ID');
  }
  const method = getPayMethod(db, params.int('paymethodid') ?? 0);
  if (!method || method.client_id !== clientId) {
    return errorReply('Invalid Pay Method ID');
  }
  return method;
}

/** Whether a lookup gave a refusal rather than a method. */
export function isRefusal(
  found: PayMethodRow | ActionReply,
): found is ActionReply {
  return 'result' in found;
}
