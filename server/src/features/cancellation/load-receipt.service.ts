import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/crypto.js';
import type { StoredCancellation } from '../../stores/types.js';

import { receiptToken } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';

/** The recorded declaration a receipt link names, or 404 for a wrong token. */
export async function loadReceipt(
  deps: CancellationDeps,
  reference: string,
  token: string,
): Promise<StoredCancellation> {
  const expected = await receiptToken(deps, reference);
  const record = safeEqual(token, expected)
    ? await deps.stores.cancellations.get(reference)
    : null;
  if (!record) {
    throw new AppError('NOT_FOUND', 'No such receipt');
  }
  return record;
}
