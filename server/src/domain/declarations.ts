import { endpoints } from '@members/contract';
import type { Locale, ValidationIssue } from '@members/contract';

import type { Brand } from '../brand/brand-settings.js';
import { AppError } from '../lib/app-error.js';
import { hmac, safeEqual } from '../lib/crypto.js';
import { canonicalEmail } from '../lib/email.js';
import { toIpKey } from '../lib/ip.js';
import { formatLongDate, formatLongInstant } from '../lib/pdf-document.js';
import { SERVER_CATALOGS } from '../locales/catalogs.js';
import type { Mailer } from '../mail/mailer.js';
import { CANCEL_LIMITS, consumeLimits } from '../stores/limits.js';
import type { StoredDeclaration, Stores } from '../stores/types.js';
import type { WriteJournal } from '../stores/write-journal.js';
import type { WhmcsService } from '../whmcs/index.js';

import type { DomainContext } from './context.js';

/**
 * The declarations a consumer makes without a password (docs/cancellation.md):
 * the § 312k BGB cancellation and the § 356a BGB withdrawal. Both are
 * recorded the moment they are received, under a reference, with a receipt
 * (page, PDF, mail); what tells them apart is `declaration`.
 */
export type DeclarationKind = StoredDeclaration['declaration'];

/** What the declaration use cases need. */
export interface DeclarationDeps extends DomainContext {
  stores: Stores;
  mailer: Mailer;
  brand: Brand;
  now: () => number;
  logger: {
    error(data: object, message: string): void;
    warn(data: object, message: string): void;
  };
  /** The shared secret of references and PDF links (the same on every instance). */
  secret: () => Promise<string>;
}

/** Letters and digits without look-alikes, for references read over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters of 32: 60 bits. */
const REFERENCE_LENGTH = 12;

/** Per kind: the reference's prefix, its HMAC purpose and the receipt's endpoint. */
const KINDS = {
  cancellation: {
    prefix: 'K',
    purpose: 'cancel',
    receiptPath: endpoints.cancelReceipt.path,
  },
  withdrawal: {
    prefix: 'W',
    purpose: 'withdraw',
    receiptPath: endpoints.withdrawReceipt.path,
  },
} as const satisfies Record<DeclarationKind, object>;

/** A validation error on one field of the declaration, with its code. */
export function fieldError(path: string, code: string): AppError {
  const issues: ValidationIssue[] = [{ path, code }];
  return new AppError('VALIDATION', `${path}: ${code}`, { issues });
}

/**
 * How a declaration names its contract: signed in by `serviceid` (one of
 * the customer's own), a guest by `serviceRef`; the other is refused.
 */
export function checkContractNamed(
  isSignedIn: boolean,
  input: { serviceid?: number | undefined; serviceRef?: string | undefined },
): void {
  if (isSignedIn) {
    if (input.serviceRef !== undefined) {
      throw fieldError('serviceRef', 'not_allowed');
    }
    if (input.serviceid === undefined) {
      throw fieldError('serviceid', 'required');
    }
    return;
  }
  if (input.serviceid !== undefined) {
    throw fieldError('serviceid', 'not_allowed');
  }
  if (input.serviceRef === undefined) {
    throw fieldError('serviceRef', 'service_ref_required');
  }
}

/**
 * The flood limits of a declaration (docs/cancellation.md): per
 * confirmation address and per IP, counted once per attempt.
 */
export async function consumeDeclarationLimits(
  deps: Pick<DeclarationDeps, 'stores' | 'now'>,
  journal: WriteJournal,
  kind: DeclarationKind,
  email: string,
  ip: string,
): Promise<void> {
  const { purpose } = KINDS[kind];
  await journal.once('limits', async () => {
    await consumeLimits(
      deps.stores.counters,
      [
        {
          key: `${purpose}:email:${canonicalEmail(email)}`,
          ...CANCEL_LIMITS.perEmailHour,
        },
        { key: `${purpose}:ip:${toIpKey(ip)}`, ...CANCEL_LIMITS.perIpHour },
      ],
      deps.now(),
    );
  });
}

/**
 * The reference of a declaration: derived from its attempt's journal, so a
 * retry with the same Idempotency-Key (whose journal id is the key) finds
 * the record the first attempt made; random without a key.
 */
export async function referenceOf(
  deps: Pick<DeclarationDeps, 'secret'>,
  journal: WriteJournal,
  kind: DeclarationKind,
): Promise<string> {
  const { prefix, purpose } = KINDS[kind];
  const digest = Buffer.from(
    hmac(await deps.secret(), `${purpose}-reference:${journal.id}`),
    'hex',
  );
  let text = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    text +=
      REFERENCE_ALPHABET[(digest[index] ?? 0) % REFERENCE_ALPHABET.length];
  }
  return `${prefix}-${text}`;
}

/** The token of a receipt's PDF link: an HMAC of its reference. */
async function receiptToken(
  deps: Pick<DeclarationDeps, 'secret'>,
  reference: string,
): Promise<string> {
  return hmac(await deps.secret(), `cancel-receipt:${reference}`);
}

/** Where a receipt's PDF is downloaded, relative to the site. */
export async function pdfLinkOf(
  deps: Pick<DeclarationDeps, 'secret'>,
  record: Pick<StoredDeclaration, 'reference' | 'declaration'>,
): Promise<string> {
  const query = new URLSearchParams({
    reference: record.reference,
    token: await receiptToken(deps, record.reference),
  });
  return `${KINDS[record.declaration].receiptPath}?${query.toString()}`;
}

/**
 * The recorded declaration of a kind a receipt link names; a wrong token,
 * an unknown reference and one of the other kind are 404 alike.
 */
export async function loadDeclaration(
  deps: Pick<DeclarationDeps, 'secret' | 'stores'>,
  kind: DeclarationKind,
  reference: string,
  token: string,
): Promise<StoredDeclaration> {
  const expected = await receiptToken(deps, reference);
  const record = safeEqual(token, expected)
    ? await deps.stores.cancellations.get(reference)
    : null;
  if (!record || record.declaration !== kind) {
    throw new AppError('NOT_FOUND', 'No such receipt');
  }
  return record;
}

/** The product and line a signed-in customer names, as the receipt shows it. */
export function contractName(service: WhmcsService): string {
  const name = service.translated_name || service.name;
  const line = service.username ? `, ${service.username}` : '';
  return `${name || 'Subscription'} (#${service.id}${line})`;
}

/** The texts of a kind's receipt (mail and PDF) in a locale: one catalog entry each. */
export function declarationLabels(kind: DeclarationKind, locale: Locale) {
  return SERVER_CATALOGS[locale][kind];
}

/** The receipt as labelled rows, in the order the mail and the PDF show them. */
export function receiptRows(
  record: StoredDeclaration,
  locale: Locale,
): [string, string][] {
  if (record.declaration === 'withdrawal') {
    const { receipt } = record;
    const labels = SERVER_CATALOGS[locale].withdrawal;
    const period: [string, string][] =
      receipt.withinPeriod === null
        ? [[labels.period, labels.periodChecked]]
        : [
            [labels.orderedOn, formatLongDate(receipt.orderedOn, locale)],
            [
              labels.withdrawUntil,
              formatLongDate(receipt.withdrawUntil, locale),
            ],
            [
              labels.period,
              receipt.withinPeriod ? labels.withinPeriod : labels.periodChecked,
            ],
          ];
    return [
      [labels.reference, receipt.reference],
      [labels.receivedAt, formatLongInstant(receipt.receivedAt, locale)],
      [labels.declaration, labels.declarationText],
      [labels.name, receipt.name],
      [labels.contract, receipt.contract],
      ...period,
      [
        labels.reason,
        receipt.reason.trim() === '' ? labels.noReason : receipt.reason,
      ],
      [labels.email, receipt.email],
    ];
  }
  const { receipt } = record;
  const labels = SERVER_CATALOGS[locale].cancellation;
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

/** The first line of the text WHMCS keeps and staff read: what was declared, where. */
const DECLARED_ON = {
  cancellation: `Cancellation declared on the members area's cancellation page (§ 312k BGB).`,
  withdrawal:
    'Withdrawal (§ 356a BGB) declared with the members area’s withdrawal function.',
} as const satisfies Record<DeclarationKind, string>;

/** The text WHMCS keeps with the request and staff read in the ticket. */
export function declarationText(record: StoredDeclaration): string {
  const rows = receiptRows(record, 'en-en');
  return [
    DECLARED_ON[record.declaration],
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Language: ${record.locale}`,
  ].join('\n');
}

/** The client's own service (any status), or 404 like every other endpoint. */
export async function loadOwnService(
  deps: Pick<DeclarationDeps, 'whmcs'>,
  clientId: number,
  serviceId: number,
): Promise<WhmcsService> {
  const reply = await deps.whmcs.getClientsProducts({
    serviceid: serviceId,
    clientid: clientId,
  });
  const service = reply.products.find((product) => product.id === serviceId);
  if (!service || service.clientid !== clientId) {
    throw new AppError('NOT_FOUND', 'No such subscription');
  }
  return service;
}
