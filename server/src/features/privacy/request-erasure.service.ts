import type { ErasureRequest, RequestErasureResponse } from '@members/contract';

import { logOnce } from '../../domain/write-checks.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import { spendQuota } from '../../stores/change-quota.js';
import { takeLock } from '../../stores/lock.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import { collectPages } from '../../whmcs/index.js';

import { buildErasureTicket, ERASURE_TAG } from './erasure-ticket.js';
import type { Requester } from './erasure-ticket.js';
import { loadOpenErasure, rememberErasure } from './privacy.service.js';
import type { PrivacyDeps } from './privacy.service.js';

const LOCK_MS = 30_000;
/** Erasure requests a client may open a day (each is a ticket staff read). */
const REQUESTS_PER_DAY = 3;

/** The client's erasure tickets, newest first. */
async function listErasureTickets(
  deps: PrivacyDeps,
  clientId: number,
): Promise<{ id: number; tid: string }[]> {
  const tickets = await collectPages(
    deps.whmcs,
    'GetTickets',
    { clientid: clientId, subject: ERASURE_TAG },
    (reply) => reply.tickets,
  );
  return tickets
    .filter(
      (ticket) =>
        ticket.userid === clientId && ticket.subject.startsWith(ERASURE_TAG),
    )
    .sort((a, b) => b.id - a.id)
    .map((ticket) => ({ id: ticket.id, tid: ticket.tid }));
}

/**
 * Opens the request's ticket at most once (read back after a lost answer:
 * one more erasure ticket than before means WHMCS opened it), within the
 * day's quota.
 */
async function openErasureTicket(
  deps: PrivacyDeps,
  journal: WriteJournal,
  ticket: { subject: string; message: string; clientId: number },
): Promise<ErasureRequest> {
  const { clientId } = ticket;
  const quota = {
    counters: deps.stores.counters,
    limit: {
      key: `privacy:erasure:day:${clientId}`,
      max: REQUESTS_PER_DAY,
      windowMs: DAY_MS,
    },
    now: deps.now(),
  };
  return spendQuota(quota, journal, () =>
    journal.step('ticket', {
      before: async () => (await listErasureTickets(deps, clientId)).length,
      check: async (count) => {
        const found = await listErasureTickets(deps, clientId);
        const newest = found[0];
        return newest && found.length > Number(count)
          ? {
              ticketId: newest.id,
              tid: newest.tid,
              requestedAt: new Date(deps.now()).toISOString(),
            }
          : null;
      },
      write: async () => {
        const opened = await deps.whmcs.openTicket({
          clientid: clientId,
          deptid: deps.config.cancellation.departmentId,
          subject: ticket.subject,
          message: ticket.message,
          priority: 'Medium',
          markdown: true,
        });
        return {
          ticketId: opened.id,
          tid: opened.tid,
          requestedAt: new Date(deps.now()).toISOString(),
        };
      },
    }),
  );
}

/**
 * Asks for erasure (GDPR Art. 17): opens a ticket in the support department
 * (`CANCEL_DEPARTMENT_ID`) with the request, the customer's message and
 * what must be kept for tax law; nothing is deleted here (WHMCS's
 * DeleteClient is never called: staff erase what may be erased). One
 * request at a time: while its ticket is open, asking again answers it.
 */
export async function requestErasure(
  deps: PrivacyDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'requestErasure'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<Omit<RequestErasureResponse, 'error'>> {
  const { clientId } = identity;
  const unlock = await takeLock(
    deps.stores.tokens,
    `privacy:erasure:lock:${clientId}`,
    LOCK_MS,
    journal.id,
  );
  if (!unlock) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'An erasure request is still being sent',
    );
  }
  try {
    // A retry of a request whose ticket may be open already takes it over.
    const open = journal.isResuming
      ? null
      : await loadOpenErasure(deps, clientId);
    if (open) {
      return { erasureRequest: open };
    }
    const requester: Requester = { clientId, email: identity.email };
    const request = await openErasureTicket(deps, journal, {
      clientId,
      ...buildErasureTicket(locale, requester, input.message.trim()),
    });
    await rememberErasure(deps, clientId, request);
    await logOnce(
      deps,
      journal,
      clientId,
      `Erasure of personal data requested in the members area (ticket #${request.tid})`,
    );
    return { erasureRequest: request };
  } finally {
    await unlock();
  }
}
