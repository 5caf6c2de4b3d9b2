import { billingDay, hasEnded } from '@members/contract';
import type {
  WithdrawableLine,
  WithdrawableLinesResponse,
} from '@members/contract';

import { contractName } from '../../domain/declarations.js';
import { listClientServices } from '../../domain/subscriptions.js';
import type { RouteCall } from '../../http/define-route.js';
import { collectPages } from '../../whmcs/index.js';
import type { WhmcsOrder } from '../../whmcs/index.js';

import { periodOf } from './withdrawal-shared.js';
import type { WithdrawalDeps } from './withdrawal-shared.js';

/** When a withdrawal from each of the client's lines was received, by line. */
async function withdrawnAtByLine(
  deps: Pick<WithdrawalDeps, 'stores'>,
  clientId: number,
): Promise<Map<number, string>> {
  const withdrawn = new Map<number, string>();
  for (const record of await deps.stores.cancellations.listByClient(clientId)) {
    const serviceId = record.receipt.serviceid;
    if (
      record.declaration === 'withdrawal' &&
      record.state === 'applied' &&
      serviceId !== null
    ) {
      withdrawn.set(serviceId, record.receipt.receivedAt);
    }
  }
  return withdrawn;
}

/**
 * `withdrawableLines`: the signed-in client's lines that have not ended,
 * each with its order date, the period's last day, whether today is within
 * it and when a withdrawal from it was received; newest order first. The
 * form offers those within the period first and the others with a note
 * that staff check the period.
 */
export async function listWithdrawableLines(
  deps: WithdrawalDeps,
  { identity }: Pick<RouteCall<'withdrawableLines'>, 'identity'>,
): Promise<Omit<WithdrawableLinesResponse, 'error'>> {
  const { clientId } = identity;
  const [services, orders, withdrawn] = await Promise.all([
    listClientServices(deps, clientId),
    collectPages(
      deps.whmcs,
      'GetOrders',
      { userid: clientId },
      (reply) => reply.orders,
    ),
    withdrawnAtByLine(deps, clientId),
  ]);
  const orderById = new Map<number, WhmcsOrder>(
    orders
      .filter((order) => order.userid === clientId)
      .map((order) => [order.id, order]),
  );
  const today = billingDay(deps.now(), deps.config.billingTimeZone);
  const lines: WithdrawableLine[] = services
    .filter((service) => !hasEnded(service.status))
    .map((service) => ({
      serviceid: service.id,
      contract: contractName(service),
      status: service.status,
      ...periodOf(service, orderById.get(service.orderid) ?? null, today),
      withdrawnAt: withdrawn.get(service.id) ?? null,
    }));
  lines.sort(
    (a, b) =>
      (b.orderedOn ?? '').localeCompare(a.orderedOn ?? '') ||
      b.serviceid - a.serviceid,
  );
  return { lines };
}
