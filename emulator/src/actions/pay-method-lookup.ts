import { getClient } from '../db/clients.js';
import { getPayMethod, type PayMethodRow } from '../db/paymethods.js';

import { errorReply, type ActionContext, type ActionReply } from './types.js';

/**
 * The pay method an UpdatePayMethod or DeletePayMethod call names, or
 * WHMCS's refusal, in the docs' words: `Client ID is Required`, `Pay Method
 * ID is Required`, `Invalid Pay Method ID` for a method nobody has, `Pay
 * Method does not belong to passed Client ID` for another client's.
 */
export function findClientPayMethod({
  db,
  params,
}: ActionContext): PayMethodRow | ActionReply {
  const clientId = params.int('clientid') ?? 0;
  if (clientId <= 0) {
    return errorReply('Client ID is Required');
  }
  const methodId = params.int('paymethodid') ?? 0;
  if (methodId <= 0) {
    return errorReply('Pay Method ID is Required');
  }
  const method = getPayMethod(db, methodId);
  if (!method) {
    return errorReply('Invalid Pay Method ID');
  }
  if (method.client_id !== clientId || !getClient(db, clientId)) {
    return errorReply('Pay Method does not belong to passed Client ID');
  }
  return method;
}

/** Whether a lookup gave a refusal rather than a method. */
export function isRefusal(
  found: PayMethodRow | ActionReply,
): found is ActionReply {
  return 'result' in found;
}
