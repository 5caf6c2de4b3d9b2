import { createHash } from 'node:crypto';

import {
  billingDay,
  checkCancelDate,
  endpoints,
  hasEnded,
  paidPeriodEnd,
} from '@members/contract';
import type {
  CancellationReceipt,
  CancellationType,
  CancelRequestResponse,
  Locale,
  ValidationIssue,
} from '@members/contract';

import { localeOfWhmcsLanguage } from '../../domain/language.js';
import type { Identity, RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { hmac, safeEqual } from '../../lib/crypto.js';
import { canonicalEmail } from '../../lib/email.js';
import { toIpKey } from '../../lib/ip.js';
import { formatLongDate, formatLongInstant } from '../../lib/pdf-document.js';
import { MINUTE_MS } from '../../lib/time.js';
import { SERVER_CATALOGS } from '../../locales/catalogs.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import { CANCEL_LIMITS, consumeLimits } from '../../stores/limits.js';
import { takeLock } from '../../stores/lock.js';
import type { StoredCancellation } from '../../stores/types.js';
import { createDirectJournal } from '../../stores/write-journal.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import {
  collectPages,
  isCertainlyUnwritten,
  WHMCS_MESSAGES,
  WhmcsError,
} from '../../whmcs/index.js';
import type { WhmcsCancelType, WhmcsService } from '../../whmcs/index.js';

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

/** How long a guest's same declaration (reference and address) answers the first. */
const GUEST_REPEAT_MS = CANCEL_LIMITS.perEmailHour.windowMs;

/**
 * A signed-in declaration still `pending` this long after it was received
 * is an attempt that died: WHMCS is read to find out whether it got there.
 * Before that, the attempt may still be running.
 */
const PENDING_SETTLE_MS = 2 * MINUTE_MS;

/** How long one instance holds a guest declaration it is delivering to WHMCS. */
const DELIVERY_LOCK_MS = MINUTE_MS;

/** Mails that fail are tried again after these pauses. */
const MAIL_RETRY_DELAYS_MS = [5_000, 60_000, 10 * MINUTE_MS];

function fieldError(path: string, code: string): AppError {
  const issues: ValidationIssue[] = [{ path, code }];
  return new AppError('VALIDATION', `${path}: ${code}`, { issues });
}

/** The key a signed-in client's cancellation of one service is claimed under. */
function serviceKey(clientId: number, serviceId: number): string {
  return `service:${clientId}:${serviceId}`;
}

/** A guest's declaration of a reference to an address: its repeats answer the first. */
function guestKey(serviceRef: string, email: string): string {
  const digest = createHash('sha256')
    .update(`${serviceRef.trim().toLowerCase()}\n${canonicalEmail(email)}`)
    .digest('base64url');
  return `guest:${digest}`;
}

/**
 * The reference of a declaration: derived from its attempt's journal, so a
 * retry with the same Idempotency-Key (whose journal id is the key) finds
 * the record the first attempt made; random without a key.
 */
async function referenceOf(
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
async function pdfLinkOf(
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
async function answerFor(
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

/** The confirmation of receipt, to the address the declarant gave. */
function confirmReceipt(
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

/** The product and line a signed-in customer cancels, as the receipt names it. */
function contractName(service: WhmcsService): string {
  const name = service.translated_name || service.name;
  const line = service.username ? `, ${service.username}` : '';
  return `${name || 'Subscription'} (#${service.id}${line})`;
}

/** The text WHMCS keeps with the request and staff read in the ticket. */
function declarationText(record: StoredCancellation): string {
  const rows = receiptRows(record.receipt, 'en-en');
  return [
    `Cancellation declared on the members area's cancellation page (§ 312k BGB).`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Language: ${record.locale}`,
  ].join('\n');
}

/** The client's own service (any status), or 404 like every other endpoint. */
async function loadOwnService(
  deps: CancellationDeps,
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

/** Whether WHMCS lists a cancellation request for the service. */
async function hasWhmcsCancelRequest(
  deps: CancellationDeps,
  serviceId: number,
): Promise<boolean> {
  const requests = await collectPages(
    deps.whmcs,
    'GetCancelledPackages',
    {},
    (reply) => reply.packages,
  );
  return requests.some((request) => request.relid === serviceId);
}

/** The end a signed-in customer asks for, checked against the paid period. */
function planEnd(
  endAt: string,
  kind: 'ordinary' | 'extraordinary',
  today: string,
  service: WhmcsService,
): {
  type: CancellationType;
  endsAt: string;
  needsStaffTicket: boolean;
} {
  // A service whose due date has passed (a Pending order) can end today.
  const periodEnd = paidPeriodEnd(service.nextduedate || null, today);
  if (endAt === 'endOfPeriod') {
    return { type: 'endOfPeriod', endsAt: periodEnd, needsStaffTicket: false };
  }
  const problem = checkCancelDate(endAt, { today, latest: periodEnd });
  if (problem !== null) {
    throw fieldError('endAt', problem);
  }
  if (endAt === today) {
    return { type: 'immediate', endsAt: today, needsStaffTicket: false };
  }
  // An ordinary notice cannot end a paid period early: it ends at its end,
  // the earliest possible date. An extraordinary one may, for its cause:
  // staff decide, so they get a ticket with the date asked for.
  return {
    type: 'endOfPeriod',
    endsAt: periodEnd,
    needsStaffTicket: kind === 'extraordinary' && endAt < periodEnd,
  };
}

/**
 * A signed-in declaration found `pending` under the service's claim: the
 * same request still running (409), or an attempt that died, whose
 * AddCancelRequest WHMCS shows (then it counts) or does not (then it is
 * dropped and this request starts afresh).
 */
async function settlePending(
  deps: CancellationDeps,
  earlier: StoredCancellation,
): Promise<StoredCancellation | null> {
  const age = deps.now() - Date.parse(earlier.receipt.receivedAt);
  if (!earlier.isAttemptOver && age < PENDING_SETTLE_MS) {
    throw new AppError(
      'IDEMPOTENCY_IN_FLIGHT',
      'A cancellation of this subscription is being recorded',
    );
  }
  const serviceId = earlier.receipt.serviceid ?? 0;
  if (await hasWhmcsCancelRequest(deps, serviceId)) {
    let { ticketId } = earlier;
    if (earlier.needsStaffTicket && ticketId === null && earlier.clientId) {
      // Its attempt ended before the staff ticket was known to be opened:
      // open it now (at worst staff see it twice).
      ticketId = await openStaffTicketOnce(
        deps,
        createDirectJournal(),
        earlier.clientId,
        earlier,
      );
    }
    const applied: StoredCancellation = {
      ...earlier,
      state: 'applied',
      ticketId,
      isAttemptOver: false,
    };
    await deps.stores.cancellations.save(applied);
    return applied;
  }
  await deps.stores.cancellations.delete(earlier.reference);
  return null;
}

/** Sends AddCancelRequest at most once (docs/reliability.md). */
async function addCancelRequestOnce(
  deps: CancellationDeps,
  journal: WriteJournal,
  record: StoredCancellation,
): Promise<void> {
  const serviceId = record.receipt.serviceid ?? 0;
  const type: WhmcsCancelType =
    record.receipt.type === 'immediate' ? 'Immediate' : 'End of Billing Period';
  await journal.step('cancel', {
    check: async () =>
      (await hasWhmcsCancelRequest(deps, serviceId)) ? true : null,
    write: async () => {
      try {
        await deps.whmcs.addCancelRequest({
          serviceid: serviceId,
          type,
          reason: declarationText(record),
        });
      } catch (error) {
        // A request made elsewhere (WHMCS's client area, staff) already
        // ends the service: nothing more to write, the declaration stands.
        if (
          error instanceof WhmcsError &&
          error.matches(WHMCS_MESSAGES.existingCancellationRequest)
        ) {
          return true;
        }
        throw error;
      }
      return true;
    },
  });
}

/** The client's tickets in the cancellation department with exactly this subject. */
async function ticketsWithSubject(
  deps: CancellationDeps,
  clientId: number,
  subject: string,
): Promise<number[]> {
  const reply = await deps.whmcs.getTickets({
    clientid: clientId,
    deptid: deps.config.cancellation.departmentId,
    subject,
    limitnum: 100,
  });
  return reply.tickets
    .filter((ticket) => ticket.subject === subject)
    .map((ticket) => ticket.id);
}

/**
 * The staff ticket of an extraordinary cancellation before the end of the
 * paid period, opened once for the client (docs/reliability.md: counted by
 * subject before, one more means it was opened).
 */
async function openStaffTicketOnce(
  deps: CancellationDeps,
  journal: WriteJournal,
  clientId: number,
  record: StoredCancellation,
): Promise<number> {
  const subject = `Extraordinary cancellation ${record.reference}: end asked for ${String(record.receipt.endAt)}`;
  const message = [
    `The customer declared an extraordinary cancellation and asks for it to end on ${String(record.receipt.endAt)}, before the end of the paid period (${String(record.receipt.endsAt)}).`,
    'WHMCS has a cancellation request for the end of the billing period; decide on the cause and change the date if it holds.',
    '',
    declarationText(record),
  ].join('\n');
  return journal.step('ticket', {
    before: async () =>
      (await ticketsWithSubject(deps, clientId, subject)).length,
    check: async (before) => {
      const ids = await ticketsWithSubject(deps, clientId, subject);
      return ids.length > Number(before) ? Math.max(...ids) : null;
    },
    write: async () => {
      const opened = await deps.whmcs.openTicket({
        deptid: deps.config.cancellation.departmentId,
        clientid: clientId,
        serviceid: record.receipt.serviceid ?? undefined,
        subject,
        message,
        priority: 'High',
        noemail: true,
        markdown: false,
      });
      return opened.id;
    },
  });
}

/** A signed-in customer's cancellation of one of their own subscriptions. */
async function cancelSignedIn(
  deps: CancellationDeps,
  identity: Identity,
  call: RouteCall<'cancelRequest'>,
  serviceId: number,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, locale, meta } = call;
  const { clientId } = identity;
  const store = deps.stores.cancellations;
  const service = await loadOwnService(deps, clientId, serviceId);
  const receivedAt = deps.now();
  const plan = planEnd(
    input.endAt,
    input.kind,
    billingDay(receivedAt, deps.config.billingTimeZone),
    service,
  );
  const reference = await referenceOf(deps, journal);
  let record = await store.get(reference);
  if (record?.state === 'applied') {
    return answerFor(deps, record, false);
  }
  if (!record) {
    const key = serviceKey(clientId, serviceId);
    let holder = await store.claim(key, reference, null);
    if (holder !== reference) {
      const earlier = await store.get(holder);
      const settled =
        earlier?.state === 'pending'
          ? await settlePending(deps, earlier)
          : earlier;
      if (settled) {
        return answerFor(deps, settled, true);
      }
      await store.release(key, holder);
      holder = await store.claim(key, reference, null);
      if (holder !== reference) {
        throw new AppError(
          'IDEMPOTENCY_IN_FLIGHT',
          'A cancellation of this subscription is being recorded',
        );
      }
    }
    if (hasEnded(service.status)) {
      await store.release(key, reference);
      throw new AppError(
        'NOT_CANCELLABLE',
        'This subscription has ended already',
        { reason: service.status },
      );
    }
    record = {
      reference,
      receipt: {
        reference,
        receivedAt: new Date(receivedAt).toISOString(),
        kind: input.kind,
        reason: input.reason,
        name: input.name,
        email: input.email,
        contract: contractName(service),
        serviceid: serviceId,
        endAt: input.endAt,
        endsAt: plan.endsAt,
        type: plan.type,
      },
      locale,
      clientId,
      serviceRef: null,
      state: 'pending',
      needsStaffTicket: plan.needsStaffTicket,
      ticketId: null,
      isAttemptOver: false,
    };
    await store.save(record);
  }
  try {
    await addCancelRequestOnce(deps, journal, record);
  } catch (error) {
    if (!journal.isResuming && isCertainlyUnwritten(error)) {
      // WHMCS certainly has nothing: neither do we.
      await store.delete(reference).catch(() => undefined);
      await store
        .release(serviceKey(clientId, serviceId), reference)
        .catch(() => undefined);
    } else {
      // WHMCS may have it: the next try (or the key's retry) reads it back.
      await store
        .save({ ...record, isAttemptOver: true })
        .catch(() => undefined);
    }
    throw error;
  }
  let ticketId = record.ticketId;
  if (record.needsStaffTicket && ticketId === null) {
    try {
      ticketId = await openStaffTicketOnce(deps, journal, clientId, record);
    } catch (error) {
      // WHMCS has the cancellation: the next try finds it there and opens
      // the ticket then.
      await store
        .save({ ...record, isAttemptOver: true })
        .catch(() => undefined);
      throw error;
    }
  }
  const applied: StoredCancellation = {
    ...record,
    state: 'applied',
    ticketId,
    isAttemptOver: false,
  };
  await store.save(applied);
  const pdfLink = await pdfLinkOf(deps, reference);
  await journal.once('mail', async () => {
    confirmReceipt(deps, applied, meta.origin, pdfLink);
  });
  return { receipt: applied.receipt, pdfLink, repeated: false };
}

/**
 * The service a guest names: a number is tried as the service id and as a
 * username (a line may be called `1234`), anything else as the username.
 * Both lookups run for a number whatever the first finds, so the time taken
 * tells little about what exists.
 */
async function findServiceByRef(
  deps: CancellationDeps,
  serviceRef: string,
): Promise<WhmcsService | null> {
  const ref = serviceRef.trim();
  const byUsername = deps.whmcs.getClientsProducts({ username2: ref });
  const byId = /^\d{1,10}$/.test(ref)
    ? deps.whmcs.getClientsProducts({ serviceid: Number(ref) })
    : null;
  const [named, numbered] = await Promise.all([byUsername, byId]);
  const found =
    numbered?.products.find((product) => product.id === Number(ref)) ??
    named.products.find(
      (product) => product.username.toLowerCase() === ref.toLowerCase(),
    );
  return found ?? null;
}

/** Tells the holder of a named line, on their own address, what was declared. */
async function notifyOwner(
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

/**
 * Hands a guest's declaration to staff: a ticket in the cancellation
 * department with its whole content (attached to the client when the
 * reference names a real service, else as a guest ticket from the name and
 * address given), and a notice to the line's holder. WHMCS being down leaves
 * it `received`: it is tried again later, the declaration itself stands.
 */
export async function deliverGuestDeclaration(
  deps: CancellationDeps,
  reference: string,
): Promise<void> {
  const unlock = await takeLock(
    deps.stores.tokens,
    `cancel:deliver:${reference}`,
    DELIVERY_LOCK_MS,
  );
  if (!unlock) {
    return;
  }
  try {
    const record = await deps.stores.cancellations.get(reference);
    if (!record || record.state !== 'received' || record.serviceRef === null) {
      return;
    }
    const service = await findServiceByRef(deps, record.serviceRef);
    const subject = `Cancellation ${record.reference} (declared without sign-in)`;
    const message = [
      service
        ? `Declared without sign-in for service #${service.id}. End the line only once the declaration is shown to come from the holder (see docs/cancellation.md); the holder was told on their own address.`
        : 'Declared without sign-in; the reference given matches no service. Check it with the declarant.',
      '',
      declarationText(record),
    ].join('\n');
    const opened = await deps.whmcs.openTicket({
      deptid: deps.config.cancellation.departmentId,
      subject,
      message,
      ...(service
        ? { clientid: service.clientid, serviceid: service.id }
        : { name: record.receipt.name, email: record.receipt.email }),
      noemail: true,
      markdown: false,
    });
    await deps.stores.cancellations.save({
      ...record,
      state: 'delivered',
      ticketId: opened.id,
    });
    if (service) {
      await notifyOwner(deps, service, record).catch((error: unknown) => {
        deps.logger.error({ err: error, reference }, 'holder not told');
      });
    }
  } finally {
    await unlock();
  }
}

/** Delivers the guest declarations still due (after WHMCS was down). */
export async function deliverUndelivered(
  deps: CancellationDeps,
): Promise<void> {
  const due = await deps.stores.cancellations.listUndelivered();
  for (const record of due) {
    await deliverGuestDeclaration(deps, record.reference).catch(
      (error: unknown) => {
        deps.logger.warn(
          { err: error, reference: record.reference },
          'cancellation not delivered to WHMCS yet',
        );
      },
    );
  }
}

/** A guest's declaration: recorded and confirmed at once, then handed to staff. */
async function cancelAsGuest(
  deps: CancellationDeps,
  call: RouteCall<'cancelRequest'>,
  serviceRef: string,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, locale, meta } = call;
  const store = deps.stores.cancellations;
  const reference = await referenceOf(deps, journal);
  let record = await store.get(reference);
  if (!record) {
    const holder = await store.claim(
      guestKey(serviceRef, input.email),
      reference,
      GUEST_REPEAT_MS,
    );
    if (holder !== reference) {
      const earlier = await store.get(holder);
      if (earlier) {
        return answerFor(deps, earlier, true);
      }
    }
    record = {
      reference,
      receipt: {
        reference,
        receivedAt: new Date(deps.now()).toISOString(),
        kind: input.kind,
        reason: input.reason,
        name: input.name,
        email: input.email,
        contract: serviceRef,
        serviceid: null,
        endAt: input.endAt,
        endsAt: null,
        type: null,
      },
      locale,
      clientId: null,
      serviceRef,
      state: 'received',
      needsStaffTicket: true,
      ticketId: null,
      isAttemptOver: false,
    };
    await store.save(record);
  }
  const pdfLink = await pdfLinkOf(deps, reference);
  const received = record;
  await journal.once('mail', async () => {
    confirmReceipt(deps, received, meta.origin, pdfLink);
  });
  // The same work whether the reference exists or not; a WHMCS failure
  // leaves the declaration recorded and due for delivery.
  await deliverGuestDeclaration(deps, reference).catch((error: unknown) => {
    deps.logger.warn(
      { err: error, reference },
      'cancellation not delivered to WHMCS yet',
    );
  });
  return { receipt: record.receipt, pdfLink, repeated: false };
}

/**
 * `cancelRequest`: the confirmation page's declaration (§ 312k BGB). Signed
 * in, `serviceid` names one of the customer's own subscriptions and WHMCS
 * gets the cancellation request; a guest names the subscription by
 * `serviceRef` and staff get it (docs/cancellation.md). Either way the
 * declaration is recorded with its time of receipt before the answer, and
 * its confirmation goes out at once.
 */
export async function requestCancellation(
  deps: CancellationDeps,
  identity: Identity | null,
  call: RouteCall<'cancelRequest'>,
): Promise<Omit<CancelRequestResponse, 'error'>> {
  const { input, journal, meta } = call;
  if (identity) {
    if (input.serviceRef !== undefined) {
      throw fieldError('serviceRef', 'not_allowed');
    }
    if (input.serviceid === undefined) {
      throw fieldError('serviceid', 'required');
    }
  } else {
    if (input.serviceid !== undefined) {
      throw fieldError('serviceid', 'not_allowed');
    }
    if (input.serviceRef === undefined) {
      throw fieldError('serviceRef', 'service_ref_required');
    }
  }
  await journal.once('limits', async () => {
    await consumeLimits(
      deps.stores.counters,
      [
        {
          key: `cancel:email:${canonicalEmail(input.email)}`,
          ...CANCEL_LIMITS.perEmailHour,
        },
        { key: `cancel:ip:${toIpKey(meta.ip)}`, ...CANCEL_LIMITS.perIpHour },
      ],
      deps.now(),
    );
  });
  return identity
    ? cancelSignedIn(deps, identity, call, input.serviceid ?? 0)
    : cancelAsGuest(deps, call, input.serviceRef ?? '');
}

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
