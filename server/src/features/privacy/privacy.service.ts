import { DATA_EXPORTS_PER_DAY } from '@members/contract';
import type { ErasureRequest } from '@members/contract';
import { z } from 'zod';

import type { ServerDeps } from '../../http/feature.js';
import { fromStore } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import type { Limit } from '../../stores/limits.js';
import { WhmcsError } from '../../whmcs/index.js';

/**
 * What the privacy centre's use cases need. They share it and the helpers
 * below (the export's daily limit, the remembered erasure request); each use
 * case has its own module: the page, the consent, the erasure request and
 * the data export.
 */
export type PrivacyDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'sessions' | 'now' | 'logger'
>;

/** The data export's limit: so many a day per client (docs/privacy.md). */
export function exportLimit(clientId: number): Limit {
  return {
    key: `privacy:export:${clientId}`,
    max: DATA_EXPORTS_PER_DAY,
    windowMs: DAY_MS,
  };
}

/** How many exports the client may still build today. */
export async function countExportsLeft(
  deps: Pick<PrivacyDeps, 'stores'>,
  clientId: number,
): Promise<number> {
  const limit = exportLimit(clientId);
  const state = await fromStore(() => deps.stores.counters.peek(limit.key));
  return Math.max(0, limit.max - (state?.count ?? 0));
}

/**
 * How long the newest erasure request is remembered: long past any ticket's
 * life, so the page shows it while staff work on it.
 */
const ERASURE_TTL_MS = 3 * 365 * DAY_MS;

const storedErasureSchema = z.object({
  ticketId: z.int().positive(),
  tid: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
});

function erasureKey(clientId: number): string {
  return `privacy:erasure:${clientId}`;
}

/** Remembers the client's newest erasure request (one per client). */
export async function rememberErasure(
  deps: Pick<PrivacyDeps, 'stores'>,
  clientId: number,
  request: ErasureRequest,
): Promise<void> {
  await fromStore(() =>
    deps.stores.tokens.set(
      erasureKey(clientId),
      JSON.stringify(request),
      ERASURE_TTL_MS,
    ),
  );
}

/** The client's newest erasure request as remembered, whatever its ticket. */
async function readErasure(
  deps: Pick<PrivacyDeps, 'stores'>,
  clientId: number,
): Promise<ErasureRequest | null> {
  const stored = await fromStore(() =>
    deps.stores.tokens.get(erasureKey(clientId)),
  );
  if (stored === null) {
    return null;
  }
  try {
    const parsed = storedErasureSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    // A record that is not JSON any more is no request: a new one may be made.
    return null;
  }
}

/**
 * The client's newest erasure request while its ticket is open: a closed
 * ticket (staff answered it), one WHMCS no longer knows, or one that is not
 * the client's ends it, and a new request may be made.
 */
export async function loadOpenErasure(
  deps: Pick<PrivacyDeps, 'stores' | 'whmcs'>,
  clientId: number,
): Promise<ErasureRequest | null> {
  const request = await readErasure(deps, clientId);
  if (!request) {
    return null;
  }
  try {
    const ticket = await deps.whmcs.getTicket({ ticketid: request.ticketId });
    return ticket.userid === clientId && ticket.status !== 'Closed'
      ? request
      : null;
  } catch (error) {
    if (error instanceof WhmcsError && error.kind === 'WHMCS_REJECTED') {
      // "Ticket ID Not Found": staff deleted it.
      return null;
    }
    throw error;
  }
}
