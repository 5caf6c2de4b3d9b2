import { createHash } from 'node:crypto';

import { canonicalEmail } from '../lib/email.js';
import { MINUTE_MS } from '../lib/time.js';
import { CANCEL_LIMITS } from '../stores/limits.js';
import { takeLock } from '../stores/lock.js';
import type { StoredDeclaration } from '../stores/types.js';
import type { WriteJournal } from '../stores/write-journal.js';
import type { WhmcsService } from '../whmcs/index.js';

import { confirmReceipt, notifyOwner } from './declaration-mail.js';
import { declarationText, pdfLinkOf } from './declarations.js';
import type { DeclarationDeps, DeclarationKind } from './declarations.js';

/** How long a guest's same declaration (reference and address) answers the first. */
const GUEST_REPEAT_MS = CANCEL_LIMITS.perEmailHour.windowMs;

/** How long one instance holds a guest declaration it is delivering to WHMCS. */
const DELIVERY_LOCK_MS = MINUTE_MS;

/** A guest's declaration of a kind for a reference to an address: its repeats answer the first. */
function guestKey(
  kind: DeclarationKind,
  serviceRef: string,
  email: string,
): string {
  const digest = createHash('sha256')
    .update(`${serviceRef.trim().toLowerCase()}\n${canonicalEmail(email)}`)
    .digest('base64url');
  // Cancellations kept their key from before withdrawals existed.
  return kind === 'cancellation'
    ? `guest:${digest}`
    : `guest:${kind}:${digest}`;
}

/**
 * Records a guest's declaration at once (state `received`, its ticket due),
 * or answers the first one of the same reference to the same address within
 * the hour as a repeat.
 */
export async function declareAsGuest(
  deps: DeclarationDeps,
  declaration: {
    reference: string;
    serviceRef: string;
    email: string;
    build: () => StoredDeclaration;
  },
): Promise<{ record: StoredDeclaration; repeated: boolean }> {
  const store = deps.stores.cancellations;
  const { reference } = declaration;
  const recorded = await store.get(reference);
  if (recorded) {
    return { record: recorded, repeated: false };
  }
  const record = declaration.build();
  const holder = await store.claim(
    guestKey(record.declaration, declaration.serviceRef, declaration.email),
    reference,
    GUEST_REPEAT_MS,
  );
  if (holder !== reference) {
    const earlier = await store.get(holder);
    if (earlier) {
      return { record: earlier, repeated: true };
    }
  }
  await store.save(record);
  return { record, repeated: false };
}

/**
 * The service a guest names: a number is tried as the service id and as a
 * username (a line may be called `1234`), anything else as the username.
 * Both lookups run for a number whatever the first finds, so the time taken
 * tells little about what exists.
 */
async function findServiceByRef(
  deps: DeclarationDeps,
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

/** The staff ticket of a guest's declaration, in the kind's department. */
function guestTicketOf(
  deps: DeclarationDeps,
  record: StoredDeclaration,
  service: WhmcsService | null,
): { deptid: number; subject: string; message: string } {
  const isWithdrawal = record.declaration === 'withdrawal';
  const what = isWithdrawal ? 'Withdrawal (§ 356a BGB)' : 'Cancellation';
  const found = isWithdrawal
    ? `Declared without sign-in for service #${String(service?.id)}. Check that the declaration comes from the holder (the holder was told on their own address) and the 14-day period from the order date; then end the line and refund its invoices (see docs/cancellation.md).`
    : `Declared without sign-in for service #${String(service?.id)}. End the line only once the declaration is shown to come from the holder (see docs/cancellation.md); the holder was told on their own address.`;
  return {
    deptid: isWithdrawal
      ? deps.config.withdrawal.departmentId
      : deps.config.cancellation.departmentId,
    subject: `${what} ${record.reference} (declared without sign-in)`,
    message: [
      service
        ? found
        : 'Declared without sign-in; the reference given matches no service. Check it with the declarant.',
      '',
      declarationText(record),
    ].join('\n'),
  };
}

/**
 * Hands a guest's declaration to staff: a ticket in its kind's department
 * with its whole content (attached to the client when the reference names a
 * real service, else as a guest ticket from the name and address given),
 * and a notice to the line's holder. WHMCS being down leaves it `received`:
 * it is tried again later, the declaration itself stands.
 */
export async function deliverGuestDeclaration(
  deps: DeclarationDeps,
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
    const ticket = guestTicketOf(deps, record, service);
    const opened = await deps.whmcs.openTicket({
      ...ticket,
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

/**
 * After a guest's declaration was recorded and its receipt sent: hands it
 * to staff now, the same work whether the reference exists or not; a WHMCS
 * failure leaves it recorded and due for delivery.
 */
export async function deliverNow(
  deps: DeclarationDeps,
  record: StoredDeclaration,
): Promise<void> {
  await deliverGuestDeclaration(deps, record.reference).catch(
    (error: unknown) => {
      deps.logger.warn(
        { err: error, reference: record.reference },
        `${record.declaration} not delivered to WHMCS yet`,
      );
    },
  );
}

/**
 * Acknowledges a guest's declaration just recorded (not a repeat): its
 * receipt mail once per attempt, then the hand-over to staff, the same work
 * whether the reference names a line or not.
 */
export async function acknowledgeGuestDeclaration(
  deps: DeclarationDeps,
  record: StoredDeclaration,
  { journal, origin }: { journal: WriteJournal; origin: string },
): Promise<void> {
  const pdfLink = await pdfLinkOf(deps, record);
  await journal.once('mail', async () => {
    confirmReceipt(deps, record, origin, pdfLink);
  });
  await deliverNow(deps, record);
}

/** Delivers a kind's guest declarations still due (after WHMCS was down). */
export async function deliverUndelivered(
  deps: DeclarationDeps,
  kind: DeclarationKind,
): Promise<void> {
  const due = await deps.stores.cancellations.listUndelivered();
  for (const record of due) {
    if (record.declaration === kind) {
      await deliverNow(deps, record);
    }
  }
}
