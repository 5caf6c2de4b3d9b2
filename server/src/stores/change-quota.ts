import { isCertainlyUnwritten } from '../whmcs/index.js';

import { consumeLimits, refundLimits } from './limits.js';
import type { Limit } from './limits.js';
import type { CounterStore } from './types.js';
import type { WriteJournal } from './write-journal.js';

/** A per-day quota of one kind of change, and where it is counted. */
export interface ChangeQuota {
  counters: CounterStore;
  limit: Limit;
  now: number;
}

/**
 * Makes a change that costs one unit of a quota. The unit is counted before
 * anything is sent, atomically in the shared store, so requests racing on
 * several instances for the last one cannot both pass; and once per change
 * (`journal`), so a retry of the same change does not pay again. When the
 * change fails with WHMCS certainly unchanged (WHMCS refused the write, or
 * it never reached WHMCS) the unit is given back: only a change that
 * happened, or may have, costs the customer.
 */
export async function spendQuota<T>(
  quota: ChangeQuota,
  journal: WriteJournal,
  change: () => Promise<T>,
): Promise<T> {
  const { counters, limit, now } = quota;
  await journal.once('limit', () => consumeLimits(counters, [limit], now));
  try {
    return await change();
  } catch (error) {
    if (isCertainlyUnwritten(error)) {
      // A store that cannot answer now leaves the unit spent: the customer
      // loses one change of the day, the limit itself still holds.
      await refundLimits(counters, [limit]).catch(() => undefined);
    }
    throw error;
  }
}
