import { toCents } from '@members/contract';
import type { AddConnectionResponse } from '@members/contract';

import {
  orderUpgrade,
  paymentMethodFor,
  upgradePendingError,
} from '../../domain/upgrade-orders.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { takeLock } from '../../stores/lock.js';

import {
  higherChoices,
  loadLineConnections,
  loadOwnService,
  quoteChoice,
} from './connections.service.js';
import type {
  ConnectionsDeps,
  LineConnections,
} from './connections.service.js';

const LOCK_MS = 30_000;

type AddConnectionCall = Pick<
  RouteCall<'addConnection'>,
  'identity' | 'input' | 'journal'
>;

function notOffered(): AppError {
  return new AppError(
    'CONNECTIONS_NOT_OFFERED',
    'This subscription cannot have these connections',
  );
}

/** Asks WHMCS's quote again: a change in progress or a different price orders nothing. */
async function checkQuote(
  deps: ConnectionsDeps,
  line: LineConnections,
  choice: Parameters<typeof quoteChoice>[2],
  dueNow: string,
): Promise<void> {
  const now = await quoteChoice(deps, line, choice);
  if (now.inProgress) {
    throw upgradePendingError();
  }
  if (toCents(now.dueNow) !== toCents(dueNow)) {
    // The reason carries the price WHMCS asks now.
    throw new AppError('PRICE_CHANGED', 'The price has changed', {
      reason: now.dueNow,
    });
  }
}

/**
 * Orders more connections for one of the client's Active lines: the choice
 * must be one of the connections option's above the current one
 * (CONNECTIONS_NOT_OFFERED otherwise), at the price the customer saw
 * (WHMCS's quote is asked again; another orders nothing: PRICE_CHANGED). The
 * order (UpgradeProduct type=configoptions, paid with the line's gateway) is
 * one journal step read back after a lost answer, shared with plan changes,
 * so a repeat never orders twice. WHMCS changes the line when the invoice
 * is paid.
 */
export async function addConnection(
  deps: ConnectionsDeps,
  { identity, input, journal }: AddConnectionCall,
): Promise<Omit<AddConnectionResponse, 'error'>> {
  const { clientId } = identity;
  const service = await loadOwnService(deps, clientId, input.serviceid);
  const line = await loadLineConnections(deps, clientId, service);
  const choice = line
    ? higherChoices(line).find((candidate) => candidate.id === input.choiceId)
    : undefined;
  if (!line || !choice) {
    throw notOffered();
  }
  const unlock = await takeLock(
    deps.stores.tokens,
    `plan:lock:${service.id}`,
    LOCK_MS,
    journal.id,
  );
  if (!unlock) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'A change of this subscription is still running',
    );
  }
  try {
    if (!journal.isResuming) {
      await checkQuote(deps, line, choice, input.dueNow);
    }
    const paymentmethod = await paymentMethodFor(deps, clientId, service);
    const placed = await orderUpgrade(
      deps,
      journal,
      { clientId, serviceId: service.id },
      { type: 'configoptions', configoptions: { [line.option.id]: choice.id } },
      paymentmethod,
    );
    return { serviceid: service.id, ...placed };
  } finally {
    await unlock();
  }
}
