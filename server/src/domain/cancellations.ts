import type { Cancellation } from '@members/contract';

import type { CancellationStore, StoredDeclaration } from '../stores/types.js';

/** A client's recorded cancellations by service id. */
export type CancellationsByService = ReadonlyMap<number, Cancellation>;

/**
 * How a subscription shows a declaration recorded in our store: a
 * cancellation once WHMCS has it, a withdrawal once recorded and sent on
 * (`withdrawn`; it ends at once, or when staff have checked a late one, so
 * its end is not known yet).
 */
export function presentCancellation(
  record: StoredDeclaration,
): Cancellation | null {
  if (record.state !== 'applied') {
    return null;
  }
  if (record.declaration === 'withdrawal') {
    return {
      requestedAt: record.receipt.receivedAt,
      endsAt: null,
      type: 'immediate',
      withdrawn: true,
    };
  }
  const { receipt } = record;
  if (receipt.type === null) {
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
 * The cancellations and withdrawals a signed-in client made in the members
 * area, by service (the latest one counts): read from our own store, so the lists cost no extra WHMCS call.
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
