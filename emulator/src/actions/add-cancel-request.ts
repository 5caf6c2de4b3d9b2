import {
  findCancelRequest,
  insertCancelRequest,
} from '../db/cancel-requests.js';
import { getService } from '../db/services.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** The two types WHMCS knows; anything else is taken as the second. */
const CANCEL_TYPES = ['Immediate', 'End of Billing Period'] as const;

/** What WHMCS stores when the call gives no reason. */
export const API_DEFAULT_REASON = 'None Specified (API Submission)';

/**
 * AddCancelRequest: records a cancellation request for a service (the
 * service itself is left as it is: WHMCS's daily cron acts on the request,
 * which the emulator does not run). Ids come back as strings, as in the
 * sample. A service with a request already is refused with WHMCS's
 * `Existing Cancellation Request Exists`, with its ids.
 * @see https://developers.whmcs.com/api-reference/addcancelrequest/
 */
export function addCancelRequest({
  db,
  params,
  clock,
}: ActionContext): ActionReply {
  const service = getService(db, params.int('serviceid') ?? 0);
  if (!service) {
    return errorReply('Service ID Not Found');
  }
  const asked = params.text('type');
  const type = (CANCEL_TYPES as readonly string[]).includes(asked)
    ? asked
    : 'End of Billing Period';
  const ids = {
    serviceid: String(service.id),
    userid: String(service.client_id),
  };
  if (findCancelRequest(db, service.id)) {
    return { ...errorReply('Existing Cancellation Request Exists'), ...ids };
  }
  const now = clock.nowDateTime();
  insertCancelRequest(db, {
    date: now,
    relid: service.id,
    reason: params.string('reason') || API_DEFAULT_REASON,
    type,
    created_at: now,
    updated_at: now,
  });
  return successReply(ids);
}
