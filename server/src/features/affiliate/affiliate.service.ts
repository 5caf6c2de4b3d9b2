import { fromCents, toCents } from '@members/contract';
import type {
  Currency,
  Withdrawal,
  WithdrawalResponse,
  WithdrawalsResponse,
} from '@members/contract';

import { getAffiliate } from '../../domain/affiliate.js';
import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import { toLocalDateTime } from '../../domain/dates.js';
import { logOnce, sameText } from '../../domain/write-checks.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';
import { spendQuota } from '../../stores/change-quota.js';
import { takeLock } from '../../stores/lock.js';
import { collectPages } from '../../whmcs/index.js';

/** Subject prefix of withdrawal tickets; also how earlier requests are found. */
export const WITHDRAWAL_SUBJECT = 'Affiliate withdrawal request';
/** A withdrawal needs a sign-in this recent (security.md decision 4). */
export const WITHDRAWAL_REAUTH_MS = 15 * MINUTE_MS;
const SUBJECT_PATTERN = new RegExp(
  `^${WITHDRAWAL_SUBJECT}: (\\d+\\.\\d{2}) [A-Z]{3} via (.+)$`,
);
const LOCK_MS = 30_000;
const REQUESTS_PER_DAY = 5;

/** What the affiliate use cases need. */
export type AffiliateDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'now'
>;

async function loadAffiliate(deps: AffiliateDeps, clientId: number) {
  const profile = await getClientProfile(deps, clientId);
  const currency = await getClientCurrency(deps, profile);
  const affiliate = await getAffiliate(deps, clientId, currency);
  if (!affiliate) {
    throw new AppError('FORBIDDEN', 'Only affiliates can ask for withdrawals');
  }
  return { affiliate, currency };
}

/** Withdrawal requests are tickets in the affiliate department. */
async function listRequests(
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

function summarise(
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

/**
 * Opens a withdrawal request as a ticket in the affiliate department. It
 * needs a recent sign-in. The amount must fit the available balance
 * (requests still open count against it), checked under a per-client lock
 * so two requests cannot both spend the same money.
 */
export async function requestWithdrawal(
  deps: AffiliateDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'withdrawal'>, 'identity' | 'input' | 'journal'>,
): Promise<Omit<WithdrawalResponse, 'error'>> {
  const { whmcs, config, stores, now } = deps;
  if (now() - identity.session.signedInAt > WITHDRAWAL_REAUTH_MS) {
    throw new AppError(
      'REAUTH_REQUIRED',
      'Sign in again (within the last 15 minutes) to ask for a withdrawal',
    );
  }
  const { clientId } = identity;
  const method = config.affiliate.withdrawalMethods.find(
    (entry) => entry.id === input.paymentmethod,
  );
  if (!method) {
    throw new AppError('VALIDATION', 'Unknown payment method', {
      issues: [{ path: 'paymentmethod', code: 'invalid_method' }],
    });
  }
  const departmentId = config.affiliate.departmentId;
  if (departmentId === null) {
    throw new AppError('INTERNAL', 'No affiliate department is configured');
  }
  const unlock = await takeLock(
    stores.tokens,
    `withdrawal:lock:${clientId}`,
    LOCK_MS,
    journal.id,
  );
  if (!unlock) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'A withdrawal request is still being sent',
    );
  }
  try {
    const { affiliate, currency } = await loadAffiliate(deps, clientId);
    const requests = await listRequests(deps, clientId);
    const before = summarise(affiliate.balance, currency, requests);
    // A retry of a request whose ticket may be open already counts it in
    // the balance: the check was passed by the first attempt.
    if (
      !journal.isResuming &&
      toCents(input.amount) > toCents(before.available)
    ) {
      throw new AppError(
        'VALIDATION',
        'The amount is above the available balance',
        { issues: [{ path: 'amount', code: 'amount_above_balance' }] },
      );
    }
    const requestsQuota = {
      counters: stores.counters,
      limit: {
        key: `withdrawal:day:${clientId}`,
        max: REQUESTS_PER_DAY,
        windowMs: DAY_MS,
      },
      now: now(),
    };
    const amount = fromCents(toCents(input.amount));
    const notes = input.notes.trim();
    const subject = `${WITHDRAWAL_SUBJECT}: ${amount} ${currency.code} via ${method.name}`;
    // Read back after a crash: one more request ticket with this subject
    // than before means WHMCS opened it.
    const isSameRequest = (request: Withdrawal) =>
      request.amount === amount && sameText(request.method, method.name);
    const message = [
      `**${WITHDRAWAL_SUBJECT}**`,
      '',
      `- Amount: ${amount} ${currency.code}`,
      `- Payment method: ${method.name} (${method.id})`,
      `- Affiliate id: ${affiliate.id}`,
      `- Balance when asked: ${affiliate.balance} ${currency.code}`,
      '',
      notes ? `Notes from the affiliate:\n\n${notes}` : 'No notes.',
    ].join('\n');
    const opened = await spendQuota(requestsQuota, journal, () =>
      journal.step('ticket', {
        before: () => requests.filter(isSameRequest).length,
        check: async (count) => {
          const found = (await listRequests(deps, clientId))
            .filter(isSameRequest)
            .sort((a, b) => b.ticketid - a.ticketid);
          const newest = found[0];
          return newest && found.length > Number(count)
            ? { id: newest.ticketid, tid: newest.tid }
            : null;
        },
        write: async () => {
          const ticket = await whmcs.openTicket({
            clientid: clientId,
            deptid: departmentId,
            subject,
            message,
            priority: 'Medium',
            markdown: true,
          });
          return { id: ticket.id, tid: ticket.tid };
        },
      }),
    );
    await logOnce(
      deps,
      journal,
      clientId,
      `Affiliate withdrawal of ${amount} ${currency.code} requested (ticket #${opened.tid})`,
    );
    return {
      ticketid: opened.id,
      tid: opened.tid,
      ...summarise(
        affiliate.balance,
        currency,
        await listRequests(deps, clientId),
      ),
    };
  } finally {
    await unlock();
  }
}
