import { listActivity, type ActivityFilters } from '../db/activity-log.js';
import { getClientByEmail } from '../db/clients.js';
import type { Database } from '../db/database.js';
import { getUserByEmail } from '../db/users.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** The `date` filter in the display format (`DD/MM/YYYY`) or ISO, as `YYYY-MM-DD`. */
function readDateFilter(value: string): string | undefined {
  const display = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (display) {
    const [, day = '', month = '', year = ''] = display;
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

function readUserFilter(db: Database, user: string): ActivityFilters['user'] {
  const client = getClientByEmail(db, user);
  const login = getUserByEmail(db, user);
  return {
    username: user,
    clientIds: client ? [client.id] : [],
    userIds: login ? [login.id] : [],
  };
}

/**
 * GetActivityLog: a page of activity log entries, newest first, as
 * `activity.entry[]` with integer ids (no `numreturned`, as in WHMCS's sample).
 * Before WHMCS 8.0 an entry's client id is `userid` only (8.0 added `clientId` and
 * `userId`); the `clientid` filter exists since 8.5 (`userid` before).
 * @see https://developers.whmcs.com/api-reference/getactivitylog/
 */
export function getActivityLog(context: ActionContext): ActionReply {
  const { db, params, whmcs } = context;
  const clientFilter =
    (whmcs.isAtLeast('8.5') ? params.int('clientid') : undefined) ||
    params.int('userid') ||
    undefined;
  const page = getPage(context);
  const description = params.text('description');
  const user = params.text('user');
  const date = params.text('date');
  const ipaddress = params.text('ipaddress');
  const { total, rows } = listActivity(
    db,
    {
      clientId: clientFilter,
      description: description || undefined,
      date: date ? (readDateFilter(date) ?? '0000-00-00') : undefined,
      ipaddress: ipaddress || undefined,
      user: user ? readUserFilter(db, user) : undefined,
    },
    page,
  );
  return successReply({
    totalresults: total,
    startnumber: page.start,
    activity: {
      entry: rows.map((row) => ({
        id: row.id,
        ...(whmcs.isAtLeast('8.0')
          ? { clientId: row.clientid, userId: row.userid }
          : {}),
        adminId: row.adminid,
        date: row.date,
        description: row.description,
        username: row.username,
        ipaddress: row.ipaddress,
        userid: row.clientid,
      })),
    },
  });
}
