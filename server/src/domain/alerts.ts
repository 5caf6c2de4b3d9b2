import { AppError } from '../lib/app-error.js';
import { safeEqual } from '../lib/crypto.js';
import { isSameEmail } from '../lib/email.js';
import { toIpKey } from '../lib/ip.js';
import { HOUR_MS } from '../lib/time.js';
import { consumeLimits } from '../stores/limits.js';
import type { Stores } from '../stores/types.js';
import { WhmcsError } from '../whmcs/index.js';

import type { DomainContext } from './context.js';

/** What the alert use case needs. */
export interface AlertDeps extends DomainContext {
  stores: Stores;
  now: () => number;
}

/** A visit announced by a WHMCS e-mail link. */
export interface AlertVisit {
  identifier: string;
  userid: number;
  email: string;
  /** The visitor's address, written to the log line. */
  ip: string;
}

/**
 * Writes a visit announced by a WHMCS e-mail link to that client's WHMCS
 * activity log. No session is involved, so it is accepted only with the
 * configured WHMCS identifier and a real client whose e-mail matches.
 */
export async function recordAlertVisit(
  deps: AlertDeps,
  visit: AlertVisit,
): Promise<void> {
  const { whmcs, config, stores, now } = deps;
  await consumeLimits(
    stores.counters,
    [
      { key: `alert:ip:${toIpKey(visit.ip)}`, max: 20, windowMs: HOUR_MS },
      { key: `alert:client:${visit.userid}`, max: 10, windowMs: HOUR_MS },
    ],
    now(),
  );
  // Constant time: the identifier is half of the WHMCS API credential.
  if (!safeEqual(visit.identifier, config.whmcs.identifier)) {
    throw new AppError('FORBIDDEN', 'Unknown identifier');
  }
  let email: string;
  try {
    email = (await whmcs.getClientsDetails({ clientid: visit.userid })).client
      .email;
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      throw new AppError('FORBIDDEN', 'Unknown client');
    }
    throw error;
  }
  if (!isSameEmail(email, visit.email)) {
    throw new AppError('FORBIDDEN', 'Unknown client');
  }
  await whmcs.logActivity({
    clientid: visit.userid,
    description: `Members area opened from an e-mail link (IP ${visit.ip})`,
  });
}
