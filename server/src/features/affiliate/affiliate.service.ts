import { fromCents, toCents } from '@members/contract';
import type {
  Currency,
  Withdrawal,
  WithdrawalsResponse,
} from '@members/contract';

import { getAffiliate } from '../../domain/affiliate.js';
import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { toLocalDateTime } from '../../domain/dates.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { collectPages } from '../../whmcs/index.js';

/** Subject prefix of withdrawal tickets; also how earlier requests are found. */
export const WITHDRAWAL_SUBJECT = 'Affiliate withdrawal request';
const SUBJECT_PATTERN = new RegExp(
  `^${WITHDRAWAL_SUBJECT}: (\\d+\\.\\d{2}) [A-Z]{3} via (.+)$`,
);

/** What the affiliate use cases need. */
export type AffiliateDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'now'
>;

/** The client's affiliate account and currency; 403 for a client who is not an affiliate. */
export async function loadAffiliate(deps: AffiliateDeps, clientId: number) {
  const profile = await getClientProfile(deps, clientId);
  const currency = await getClientCurrency(deps, profile);
  const affiliate = await getAffiliate(deps, clientId, currency);
  if (!affiliate) {
    throw new AppError('FORBIDDEN', 'Only affiliates can ask for withdrawals');
  }
  return { affiliate, currency };
}

/** Withdrawal requests are tickets in the affiliate department. */
export async function listRequests(
  deps: AffiliateDeps,
  clientId: number,
): Promise<Withdrawal[]> {
  const departmentId = deps.config.affiliate.departmentId;
  if (departmentId === null) {
    return [];
  }
  const tickets = await collectPages(
    deps.whmcs,
    'GetTickets',
    { clientid: clientId, deptid: departmentId },
    (reply) => reply.tickets,
  );
  return tickets.flatMap((ticket) => {
    const match = SUBJECT_PATTERN.exec(ticket.subject);
    if (ticket.userid !== clientId || !match?.[1] || !match[2]) {
      return [];
    }
    return [
      {
        ticketid: ticket.id,
        tid: ticket.tid,
        date: toLocalDateTime(ticket.date),
        amount: match[1],
        method: match[2],
        status: ticket.status,
        isOpen: ticket.status !== 'Closed',
      },
    ];
  });
}

/** The withdrawals, newest first, with the balance and what is still available. */
export function summarise(
  balance: string,
  currency: Currency,
  withdrawals: Withdrawal[],
): WithdrawalsResponse {
  const pending = withdrawals
    .filter((request) => request.isOpen)
    .reduce((sum, request) => sum + toCents(request.amount), 0);
  return {
    withdrawals: [...withdrawals].sort(
      (a, b) =>
        (b.date ?? '').localeCompare(a.date ?? '') || b.ticketid - a.ticketid,
    ),
    balance,
    available: fromCents(Math.max(toCents(balance) - pending, 0)),
    currency,
  };
}

/** Earlier withdrawal requests, the balance and what can still be asked for. */
export async function listWithdrawals(
  deps: AffiliateDeps,
  { identity }: Pick<RouteCall<'withdrawals'>, 'identity'>,
): Promise<WithdrawalsResponse> {
  const { clientId } = identity;
  const { affiliate, currency } = await loadAffiliate(deps, clientId);
  return summarise(
    affiliate.balance,
    currency,
    await listRequests(deps, clientId),
  );
}
