import type { Cancellation } from '@members/contract';

import type { CancellationStore, StoredCancellation } from '../stores/types.js';

/** A client's recorded cancellations by service id. */
export type CancellationsByService = ReadonlyMap<number, Cancellation>;

/** How a subscription shows a cancellation recorded in our store. */
export function presentCancellation(
  record: StoredCancellation,
): Cancellation | null {
  const { receipt } = record;
  if (record.state !== 'applied' || receipt.type === null) {
    return null;
  }
  return {
    requestedAt: receipt.receivedAt,
    endsAt: receipt.endsAt,
    type: receipt.type,
    withdrawn: false,
  };
}

/**
 * The cancellations a signed-in client made in the members area, by
 * service: read from our own store, so the lists cost no extra WHMCS call.
 * A cancellation requested elsewhere (WHMCS's client area, by staff) is not
 * among them (docs/cancellation.md).
 */
export async function loadClientCancellations(
  store: CancellationStore,
  clientId: number,
): Promise<CancellationsByService> {
  const byService = new Map<number, Cancellation>();
  const records = await store.listByClient(clientId);
  records.sort((a, b) =>
    a.receipt.receivedAt.localeCompare(b.receipt.receivedAt),
  );
  for (const record of records) {
    const shown = presentCancellation(record);
    if (shown && record.receipt.serviceid !== null) {
      byService.set(record.receipt.serviceid, shown);
    }
  }
  return byService;
}
