import { endpoints } from '@members/contract';
import type {
  CancellationReceipt,
  CancelRequestResponse,
  Locale,
  ValidationIssue,
} from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { hmac } from '../../lib/crypto.js';
import { formatLongDate, formatLongInstant } from '../../lib/pdf-document.js';
import { SERVER_CATALOGS } from '../../locales/catalogs.js';
import type { StoredCancellation } from '../../stores/types.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import type { WhmcsService } from '../../whmcs/index.js';

/** What the cancellation use cases need. */
export type CancellationDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'stores' | 'mailer' | 'now' | 'brand'
> & {
  logger: {
    error(data: object, message: string): void;
    warn(data: object, message: string): void;
  };
  /** The shared secret of references and PDF links (the same on every instance). */
  secret: () => Promise<string>;
};

/** Letters and digits without look-alikes, for references read over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 32: 60 bits. */
const REFERENCE_LENGTH = 12;

/** A validation error on one field of the declaration, with its code. */
export function fieldError(path: string, code: string): AppError {
  const issues: ValidationIssue[] = [{ path, code }];
  return new AppError('VALIDATION', `${path}: ${code}`, { issues });
}

/**
 * The reference of a declaration: derived from its attempt's journal, so a
 * retry with the same Idempotency-Key (whose journal id is the key) finds
 * the record the first attempt made; random without a key.
 */
export async function referenceOf(
  deps: Pick<CancellationDeps, 'secret'>,
  journal: WriteJournal,
): Promise<string> {
  const digest = Buffer.from(
    hmac(await deps.secret(), `cancel-reference:${journal.id}`),
    'hex',
  );
  let text = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    text +=
      REFERENCE_ALPHABET[(digest[index] ?? 0) % REFERENCE_ALPHABET.length];
  }
  return `K-${text}`;
}

/** The token of a receipt's PDF link: an HMAC of its reference. */
export async function receiptToken(
  deps: Pick<CancellationDeps, 'secret'>,
  reference: string,
): Promise<string> {
  return hmac(await deps.secret(), `cancel-receipt:${reference}`);
}

/** Where the receipt's PDF is downloaded, relative to the site. */
export async function pdfLinkOf(
  deps: Pick<CancellationDeps, 'secret'>,
  reference: string,
): Promise<string> {
  const query = new URLSearchParams({
    reference,
    token: await receiptToken(deps, reference),
  });
  return `${endpoints.cancelReceipt.path}?${query.toString()}`;
}

/** The answer of `cancelRequest` for a recorded declaration. */
export async function answerFor(
  deps: Pick<CancellationDeps, 'secret'>,
  record: StoredCancellation,
  repeated: boolean,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  return {
    receipt: record.receipt,
    pdfLink: await pdfLinkOf(deps, record.reference),
    repeated,
  };
}

/** The texts of the receipt (mail and PDF) in a locale. */
export function cancellationLabels(locale: Locale) {
  return SERVER_CATALOGS[locale].cancellation;
}

/** The receipt as labelled rows, in the order the mail and the PDF show them. */
export function receiptRows(
  receipt: CancellationReceipt,
  locale: Locale,
): [string, string][] {
  const labels = cancellationLabels(locale);
  return [
    [labels.reference, receipt.reference],
    [labels.receivedAt, formatLongInstant(receipt.receivedAt, locale)],
    [
      labels.kind,
      receipt.kind === 'extraordinary' ? labels.extraordinary : labels.ordinary,
    ],
    [
      labels.reason,
      receipt.reason.trim() === '' ? labels.noReason : receipt.reason,
    ],
    [labels.name, receipt.name],
    [labels.contract, receipt.contract],
    [
      labels.endAt,
      receipt.endAt === 'endOfPeriod'
        ? labels.endOfPeriod
        : formatLongDate(receipt.endAt, locale),
    ],
    [
      labels.endsAt,
      receipt.endsAt === null
        ? labels.endsAtPending
        : formatLongDate(receipt.endsAt, locale),
    ],
    [labels.email, receipt.email],
  ];
}

/** The product and line a signed-in customer cancels, as the receipt names it. */
export function contractName(service: WhmcsService): string {
  const name = service.translated_name || service.name;
  const line = service.username ? `, ${service.username}` : '';
  return `${name || 'Subscription'} (#${service.id}${line})`;
}

/** The text WHMCS keeps with the request and staff read in the ticket. */
export function declarationText(record: StoredCancellation): string {
  const rows = receiptRows(record.receipt, 'en-en');
  return [
    `Cancellation declared on the members area's cancellation page (§ 312k BGB).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Language: ${record.locale}`,
  ].join('\n');
}
