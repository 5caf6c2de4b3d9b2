import { AppError } from '../lib/app-error.js';
import type { WriteJournal } from '../stores/write-journal.js';
import { WhmcsError } from '../whmcs/index.js';
import type {
  UpgradeProductChange,
  WhmcsOrder,
  WhmcsService,
} from '../whmcs/index.js';

import type { DomainContext } from './context.js';

/**
 * What upgrade orders of a line share, whatever changes (a plan, the
 * connections): the client's recent orders, the gateway the change is paid
 * with, the order as one journal step read back after a lost answer, and
 * WHMCS's refusal while an earlier change is unpaid.
 */
type UpgradeContext = Pick<DomainContext, 'whmcs'>;

/** The client's orders, newest first (the first pages are enough to find a recent one). */
export async function recentOrders(
  deps: UpgradeContext,
  clientId: number,
): Promise<WhmcsOrder[]> {
  const reply = await deps.whmcs.getOrders({ userid: clientId, limitnum: 50 });
  return reply.orders.filter((order) => order.userid === clientId);
}

/** The gateway a change is paid with: the line's, else the client's default, else WHMCS's first. */
export async function paymentMethodFor(
  deps: UpgradeContext,
  clientId: number,
  service: WhmcsService | null,
): Promise<string> {
  if (service?.paymentmethod) {
    return service.paymentmethod;
  }
  const details = await deps.whmcs.getClientsDetails({ clientid: clientId });
  if (details.client.defaultgateway) {
    return details.client.defaultgateway;
  }
  const methods = await deps.whmcs.getPaymentMethods({});
  const first = methods.paymentmethods[0];
  if (!first) {
    throw new AppError('WHMCS_REJECTED', 'WHMCS has no payment method');
  }
  return first.module;
}

/** An earlier change of the line still to be paid: WHMCS takes no other. */
export function upgradePendingError(): AppError {
  return new AppError(
    'UPGRADE_PENDING',
    'An earlier plan change is still to be paid',
  );
}

function upgradeRefusal(error: unknown): unknown {
  if (
    error instanceof WhmcsError &&
    error.matches('Previous upgrade invoice for service is still unpaid')
  ) {
    return upgradePendingError();
  }
  return error;
}

/** The unpaid invoice of an earlier change of the service, if any. */
export async function pendingUpgradeInvoice(
  deps: UpgradeContext,
  clientId: number,
  serviceId: number,
): Promise<number | null> {
  const order = (await recentOrders(deps, clientId)).find(
    (candidate) =>
      candidate.invoiceid > 0 &&
      candidate.paymentstatus === 'Unpaid' &&
      candidate.lineitems.some(
        (item) => item.type === 'upgrade' && item.relid === serviceId,
      ),
  );
  return order?.invoiceid ?? null;
}

/**
 * Orders the upgrade (UpgradeProduct) as one journal step: after a lost
 * answer the client's orders are read back for an upgrade of this line
 * newer than the last order before, so a repeat never orders twice.
 */
export async function orderUpgrade(
  deps: UpgradeContext,
  journal: WriteJournal,
  { clientId, serviceId }: { clientId: number; serviceId: number },
  change: UpgradeProductChange,
  paymentmethod: string,
): Promise<{ orderid: number; invoiceid: number | null }> {
  try {
    return await journal.step('upgrade', {
      before: async () => (await recentOrders(deps, clientId))[0]?.id ?? 0,
      check: async (before) => {
        const order = (await recentOrders(deps, clientId)).find(
          (candidate) =>
            candidate.id > Number(before) &&
            candidate.lineitems.some(
              (item) => item.type === 'upgrade' && item.relid === serviceId,
            ),
        );
        return order
          ? { orderid: order.id, invoiceid: order.invoiceid || null }
          : null;
      },
      write: async () => {
        const reply = await deps.whmcs.upgradeProduct({
          ...change,
          serviceid: serviceId,
          paymentmethod,
        });
        if (!reply.orderid) {
          throw new AppError('WHMCS_REJECTED', 'WHMCS placed no order');
        }
        return { orderid: reply.orderid, invoiceid: reply.invoiceid || null };
      },
    });
  } catch (error) {
    throw upgradeRefusal(error);
  }
}
