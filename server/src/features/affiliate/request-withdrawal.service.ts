import { fromCents, toCents } from '@members/contract';
import type {
  Affiliate,
  Currency,
  Withdrawal,
  WithdrawalResponse,
} from '@members/contract';

import { loadStepUpRecord } from '../../domain/factor-codes.js';
import { hasSecondFactor } from '../../domain/security-record.js';
import type { SecurityRecord } from '../../domain/security-record.js';
import { requireStepUp } from '../../domain/step-up.js';
import { logOnce, sameText } from '../../domain/write-checks.js';
import type { Identity, RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';
import { spendQuota } from '../../stores/change-quota.js';
import { takeLock } from '../../stores/lock.js';
import type { WriteJournal } from '../../stores/write-journal.js';

import {
  listRequests,
  loadAffiliate,
  summarise,
  WITHDRAWAL_SUBJECT,
} from './affiliate.service.js';
import type { AffiliateDeps } from './affiliate.service.js';

/** A withdrawal needs a sign-in this recent (security.md decision 4). */
export const WITHDRAWAL_REAUTH_MS = 15 * MINUTE_MS;
const LOCK_MS = 30_000;
const REQUESTS_PER_DAY = 5;

/** A payment method a withdrawal can be paid by, as configured. */
type WithdrawalMethod =
  AffiliateDeps['config']['affiliate']['withdrawalMethods'][number];

/**
 * What a request needs before anything is read: a recent check (a second
 * factor confirmed within 10 minutes for a customer with one, else a
 * sign-in within 15), a payment method that is configured and the
 * affiliate department to open it in.
 */
function checkRequest(
  { config, now }: AffiliateDeps,
  identity: Identity,
  record: SecurityRecord,
  paymentMethod: string,
): { method: WithdrawalMethod; departmentId: number } {
  if (hasSecondFactor(record)) {
    requireStepUp(identity.session, record, now());
  } else if (now() - identity.session.signedInAt > WITHDRAWAL_REAUTH_MS) {
    throw new AppError(
      'REAUTH_REQUIRED',
      'Sign in again (within the last 15 minutes) to ask for a withdrawal',
    );
  }
  const method = config.affiliate.withdrawalMethods.find(
    (entry) => entry.id === paymentMethod,
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
  return { method, departmentId };
}

/** The ticket's text: the amount, the method, the affiliate and their notes. */
function withdrawalMessage(
  amount: string,
  currency: Currency,
  method: WithdrawalMethod,
  affiliate: Affiliate,
  notes: string,
): string {
  return [
    `**${WITHDRAWAL_SUBJECT}**`,
    '',
    `- Amount: ${amount} ${currency.code}`,
    `- Payment method: ${method.name} (${method.id})`,
    `- Affiliate id: ${affiliate.id}`,
    `- Balance when asked: ${affiliate.balance} ${currency.code}`,
    '',
    notes ? `Notes from the affiliate:\n\n${notes}` : 'No notes.',
  ].join('\n');
}

/** What the ticket of one withdrawal request is opened with. */
interface WithdrawalTicket {
  clientId: number;
  departmentId: number;
  subject: string;
  message: string;
  /** Whether a listed request is this one (same amount and method). */
  isSameRequest: (request: Withdrawal) => boolean;
}

/** Opens the request's ticket at most once, within the day's quota of requests. */
async function openWithdrawalTicket(
  deps: AffiliateDeps,
  journal: WriteJournal,
  requests: Withdrawal[],
  ticket: WithdrawalTicket,
): Promise<{ id: number; tid: string }> {
  const { clientId, departmentId, subject, message, isSameRequest } = ticket;
  const requestsQuota = {
    counters: deps.stores.counters,
    limit: {
      key: `withdrawal:day:${clientId}`,
      max: REQUESTS_PER_DAY,
      windowMs: DAY_MS,
    },
    now: deps.now(),
  };
  return spendQuota(requestsQuota, journal, () =>
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
        const opened = await deps.whmcs.openTicket({
          clientid: clientId,
          deptid: departmentId,
          subject,
          message,
          priority: 'Medium',
          markdown: true,
        });
        return { id: opened.id, tid: opened.tid };
      },
    }),
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
  const { clientId } = identity;
  const { method, departmentId } = checkRequest(
    deps,
    identity,
    await loadStepUpRecord(deps, clientId),
    input.paymentmethod,
  );
  const unlock = await takeLock(
    deps.stores.tokens,
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
    const amount = fromCents(toCents(input.amount));
    const notes = input.notes.trim();
    const opened = await openWithdrawalTicket(deps, journal, requests, {
      clientId,
      departmentId,
      subject: `${WITHDRAWAL_SUBJECT}: ${amount} ${currency.code} via ${method.name}`,
      message: withdrawalMessage(amount, currency, method, affiliate, notes),
      // Read back after a crash: one more request ticket with this subject
      // than before means WHMCS opened it.
      isSameRequest: (request) =>
        request.amount === amount && sameText(request.method, method.name),
    });
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
