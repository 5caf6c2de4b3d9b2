import { prepare } from '../db/database.js';
import { countOpenNetworkIssues } from '../db/network-issues.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

function count(context: ActionContext, sql: string): number {
  return prepare<[], { n: number }>(context.db, sql).get()?.n ?? 0;
}

/**
 * GetStats: the admin dashboard's figures. Money as strings with the default
 * currency's format, counts as numbers; `networkissues_open` counts the issues
 * that are neither Resolved nor Scheduled.
 * @see https://developers.whmcs.com/api-reference/getstats/
 */
export function getStats(context: ActionContext): ActionReply {
  const pendingOrders = count(
    context,
    "SELECT COUNT(*) AS n FROM orders WHERE status = 'Pending'",
  );
  const activeTickets = count(
    context,
    "SELECT COUNT(*) AS n FROM tickets WHERE status NOT IN ('Closed')",
  );
  return successReply({
    income_today: '€0.00 EUR',
    income_thismonth: '€0.00 EUR',
    income_thisyear: '€0.00 EUR',
    income_alltime: '€0.00 EUR',
    orders_pending: pendingOrders,
    orders_today_cancelled: 0,
    orders_today_pending: 0,
    orders_today_fraud: 0,
    orders_today_active: 0,
    orders_today_total: 0,
    orders_yesterday_cancelled: 0,
    orders_yesterday_pending: 0,
    orders_yesterday_fraud: 0,
    orders_yesterday_active: 0,
    orders_yesterday_total: 0,
    orders_thismonth_total: 0,
    orders_thisyear_total: 0,
    tickets_allactive: activeTickets,
    tickets_awaitingreply: 0,
    tickets_flaggedactive: 0,
    tickets_flaggedawaitingreply: 0,
    cancellations_pending: count(
      context,
      'SELECT COUNT(*) AS n FROM cancel_requests',
    ),
    todoitems_due: 0,
    networkissues_open: countOpenNetworkIssues(context.db),
    billableitems_uninvoiced: 0,
    quotes_valid: 0,
    staff_online: 1,
  });
}
