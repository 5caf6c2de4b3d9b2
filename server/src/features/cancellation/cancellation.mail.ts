import { localeOfWhmcsLanguage } from '../../domain/language.js';
import { formatLongInstant } from '../../lib/pdf-document.js';
import { MINUTE_MS } from '../../lib/time.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import type { StoredCancellation } from '../../stores/types.js';
import type { WhmcsService } from '../../whmcs/index.js';

import { contractName, receiptRows } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';

/** Mails that fail are tried again after these pauses. */
const MAIL_RETRY_DELAYS_MS = [5_000, 60_000, 10 * MINUTE_MS];

/** The confirmation of receipt, to the address the declarant gave. */
export function confirmReceipt(
  deps: CancellationDeps,
  record: StoredCancellation,
  origin: string,
  pdfLink: string,
): void {
  const { receipt, locale } = record;
  const values = {
    receivedAt: formatLongInstant(receipt.receivedAt, locale),
    rows: receiptRows(receipt, locale),
    url: new URL(pdfLink, deps.config.publicUrl ?? origin).toString(),
  };
  sendMailLater(
    deps,
    () => ({ to: receipt.email, kind: 'cancelReceived', locale, values }),
    { what: 'cancel confirmation', retryDelaysMs: MAIL_RETRY_DELAYS_MS },
  );
}

/** Tells the holder of a named line, on their own address, what was declared. */
export async function notifyOwner(
  deps: CancellationDeps,
  service: WhmcsService,
  record: StoredCancellation,
): Promise<void> {
  const owner = await deps.whmcs.getClientsDetails({
    clientid: service.clientid,
  });
  const locale = mailLocale(
    localeOfWhmcsLanguage(owner.client.language),
    record.locale,
  );
  const values = {
    receivedAt: formatLongInstant(record.receipt.receivedAt, locale),
    name: record.receipt.name,
    service: contractName(service),
    rows: receiptRows(record.receipt, locale),
  };
  sendMailLater(
    deps,
    () => ({ to: owner.client.email, kind: 'cancelNotice', locale, values }),
    { what: 'cancel owner notice', retryDelaysMs: MAIL_RETRY_DELAYS_MS },
  );
}
