import { MINUTE_MS } from '../../lib/time.js';
import { takeLock } from '../../stores/lock.js';
import type { WhmcsService } from '../../whmcs/index.js';

import { declarationText } from './cancellation-shared.js';
import type { CancellationDeps } from './cancellation-shared.js';
import { notifyOwner } from './cancellation.mail.js';

/** How long one instance holds a guest declaration it is delivering to WHMCS. */
const DELIVERY_LOCK_MS = MINUTE_MS;

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
