import { DEMO_ADMIN } from '../constants.js';
import { insertActivity } from '../db/activity-log.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * LogActivity: writes an activity log entry, attributed to the API's admin, for
 * `clientid` (or the pre-8.0 name `userid`). No errors are documented.
 * @see https://developers.whmcs.com/api-reference/logactivity/
 */
export function logActivity({
  db,
  params,
  clientIp,
  clock,
}: ActionContext): ActionReply {
  insertActivity(db, {
    date: clock.nowDateTime(),
    description: params.string('description') ?? '',
    username: DEMO_ADMIN.username,
    clientid: params.int('clientid') || params.int('userid') || 0,
    userid: 0,
    adminid: DEMO_ADMIN.id,
    ipaddress: clientIp,
  });
  return successReply();
}
