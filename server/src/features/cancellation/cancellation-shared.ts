import type { CancelRequestResponse } from '@members/contract';

import { pdfLinkOf } from '../../domain/declarations.js';
import type { DeclarationDeps } from '../../domain/declarations.js';
import { AppError } from '../../lib/app-error.js';
import type {
  StoredCancellation,
  StoredDeclaration,
} from '../../stores/types.js';

/** What the cancellation use cases need. */
export type CancellationDeps = DeclarationDeps;

/**
 * The record as a cancellation: references and claims of the two kinds
 * never meet, so anything else is a broken store.
 */
export function asCancellation(record: StoredDeclaration): StoredCancellation {
  if (record.declaration !== 'cancellation') {
    throw new AppError('INTERNAL', 'A withdrawal where a cancellation was');
  }
  return record;
}

/** The answer of `cancelRequest` for a recorded declaration. */
export async function answerFor(
  deps: Pick<CancellationDeps, 'secret'>,
  record: StoredDeclaration,
  repeated: boolean,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  return {
    receipt: asCancellation(record).receipt,
    pdfLink: await pdfLinkOf(deps, record),
    repeated,
  };
}
