import { formatLongInstant } from '../lib/pdf-document.js';
import { MINUTE_MS } from '../lib/time.js';
import { mailLocale, sendMailLater } from '../mail/send-later.js';
import type { StoredDeclaration } from '../stores/types.js';
import type { WhmcsService } from '../whmcs/index.js';

import { contractName, receiptRows } from './declarations.js';
import type { DeclarationDeps, DeclarationKind } from './declarations.js';
import { localeOfWhmcsLanguage } from './language.js';

/** Mails that fail are tried again after these pauses. */
const MAIL_RETRY_DELAYS_MS = [5_000, 60_000, 10 * MINUTE_MS];

/** The mails of each kind of declaration: the receipt, and the holder's notice. */
const MAILS = {
  cancellation: { receipt: 'cancelReceived', notice: 'cancelNotice' },
  withdrawal: { receipt: 'withdrawReceived', notice: 'withdrawNotice' },
} as const satisfies Record<DeclarationKind, object>;

/** The confirmation of receipt, to the address the declarant gave, in their language. */
export function confirmReceipt(
  deps: Pick<DeclarationDeps, 'mailer' | 'brand' | 'logger' | 'config'>,
  record: StoredDeclaration,
  origin: string,
  pdfLink: string,
): void {
  const { receipt, locale } = record;
  const values = {
    receivedAt: formatLongInstant(receipt.receivedAt, locale),
    rows: receiptRows(record, locale),
    url: new URL(pdfLink, deps.config.publicUrl ?? origin).toString(),
  };
  const kind = MAILS[record.declaration].receipt;
  sendMailLater(deps, () => ({ to: receipt.email, kind, locale, values }), {
    what: `${record.declaration} confirmation`,
    retryDelaysMs: MAIL_RETRY_DELAYS_MS,
  });
}

/** Tells the holder of a named line, on their own address, what was declared. */
export async function notifyOwner(
  deps: DeclarationDeps,
  service: WhmcsService,
  record: StoredDeclaration,
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
    rows: receiptRows(record, locale),
  };
  const kind = MAILS[record.declaration].notice;
  sendMailLater(
    deps,
    () => ({ to: owner.client.email, kind, locale, values }),
    {
      what: `${record.declaration} owner notice`,
      retryDelaysMs: MAIL_RETRY_DELAYS_MS,
    },
  );
}
